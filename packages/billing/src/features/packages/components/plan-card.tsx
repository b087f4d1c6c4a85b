import type { Plan } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { PLAN_ACTION_LABELS, type PlanAction } from '../../../shared/lib/plan-action';

type Props = {
  plan: Plan;
  action: PlanAction;
  /** True while this card's own request runs. */
  busy?: boolean;
  /** Disables the button, e.g. while another card's request runs or the plan is unknown. */
  disabled?: boolean;
  onChoose: (plan: Plan, action: PlanAction) => void;
};

/** One plan of the catalogue with its button; every value comes from `PLANS`. */
export const PlanCard = ({ plan, action, busy = false, disabled = false, onChoose }: Props) => {
  const titleId = `plan-${plan.package_name}`;
  const isCurrent = action === 'current';
  return (
    <li
      className={['bil-plan', plan.badge && 'bil-plan--featured', isCurrent && 'is-current']
        .filter(Boolean)
        .join(' ')}
      style={{ borderTopColor: plan.color }}
      aria-labelledby={titleId}
    >
      <div className="bil-plan__head">
        <h3 id={titleId}>{plan.name}</h3>
        {plan.badge === 'POPULAR' && <span className="bil-plan__badge">POPULAR</span>}
      </div>
      <p className="bil-plan__price">
        <strong>{plan.price}</strong> <span>/ month</span>
      </p>
      <p className="bil-muted">{plan.description}</p>
      <p className="bil-plan__pages">
        <i className="pi pi-file" aria-hidden="true" /> {plan.monthlyCredits} pages every month
      </p>
      <ul className="bil-plan__features">
        {plan.features.map((feature) => (
          <li key={feature.name} className={feature.included ? undefined : 'is-excluded'}>
            <i className={feature.included ? 'pi pi-check' : 'pi pi-times'} aria-hidden="true" />
            <span className="cms-visually-hidden">
              {feature.included ? 'Included: ' : 'Not included: '}
            </span>
            {feature.name}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        className={isCurrent ? 'bil-plan__button is-current' : 'bil-plan__button'}
        label={PLAN_ACTION_LABELS[action]}
        outlined={action !== 'upgrade' && action !== 'subscribe'}
        loading={busy}
        // The current plan's button stays focusable (aria-disabled) so choosing it can still say
        // why nothing happens: 'This is already your current plan.'.
        aria-disabled={isCurrent || undefined}
        disabled={disabled && !isCurrent}
        aria-label={`${PLAN_ACTION_LABELS[action]}: ${plan.name}`}
        onClick={() => onChoose(plan, action)}
      />
    </li>
  );
};
