import type { ReactNode } from 'react';

/** What a plan card shows: the catalogue's fields, typed here because ui-kit imports no API. */
export interface PlanCardPlan {
  name: string;
  package_name: string;
  price: string;
  description: string;
  color: string;
  badge?: string;
  monthlyCredits: number;
  features: readonly { name: string; included: boolean }[];
}

export interface PlanCardProps {
  plan: PlanCardPlan;
  /**
   * BEM block of the card's classes (`<block>`, `<block>__head`, `<block>--featured`…). Each
   * remote keeps its own look, so the styles stay in the remote and only the markup is shared.
   */
  block: string;
  /** Text of the badge that a featured plan shows beside its name. */
  badgeLabel: string;
  /** More classes on the card, e.g. `is-current`. */
  className?: string;
  /** The card's call to action (a button or a link), under the features. */
  children: ReactNode;
}

/** One plan of the catalogue: name, price, pages a month and features, then its action. */
export function PlanCard({ plan, block, badgeLabel, className, children }: PlanCardProps) {
  const titleId = `plan-${plan.package_name}`;
  return (
    <li
      className={[block, plan.badge && `${block}--featured`, className].filter(Boolean).join(' ')}
      style={{ borderTopColor: plan.color }}
      aria-labelledby={titleId}
    >
      <div className={`${block}__head`}>
        <h3 id={titleId}>{plan.name}</h3>
        {plan.badge && <span className={`${block}__badge`}>{badgeLabel}</span>}
      </div>
      <p className={`${block}__price`}>
        <strong data-testid="plan-price">{plan.price}</strong> <span>/ month</span>
      </p>
      <p className={`${block}__description`}>{plan.description}</p>
      <p className={`${block}__pages`}>
        <span className="pi pi-file" aria-hidden="true" /> {plan.monthlyCredits} pages every month
      </p>
      <ul className={`${block}__features`}>
        {plan.features.map((feature) => (
          <li key={feature.name} className={feature.included ? undefined : 'is-excluded'}>
            <span className={feature.included ? 'pi pi-check' : 'pi pi-times'} aria-hidden="true" />
            <span className="cms-visually-hidden">
              {feature.included ? 'Included: ' : 'Not included: '}
            </span>
            {feature.name}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
