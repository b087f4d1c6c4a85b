import type { Plan } from '@castmyscript/api/contract';
import { Link } from 'react-router-dom';

type Props = { plan: Plan };

/** One plan of the catalogue; every value comes from `PLANS`. */
export const PlanCard = ({ plan }: Props) => {
  const titleId = `plan-${plan.package_name}`;
  return (
    <li
      className={plan.badge ? 'mkt-plan mkt-plan--featured' : 'mkt-plan'}
      style={{ borderTopColor: plan.color }}
      aria-labelledby={titleId}
    >
      <div className="mkt-plan__head">
        <h3 id={titleId}>{plan.name}</h3>
        {plan.badge === 'POPULAR' && <span className="mkt-plan__badge">Most popular</span>}
      </div>
      <p className="mkt-plan__price">
        <strong data-testid="plan-price">{plan.price}</strong> <span>/ month</span>
      </p>
      <p className="mkt-plan__description">{plan.description}</p>
      <p className="mkt-plan__pages">
        <span className="pi pi-file" aria-hidden="true" /> {plan.monthlyCredits} pages every month
      </p>
      <ul className="mkt-plan__features">
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
      <Link
        to="/sign-up"
        className={`mkt-btn mkt-btn--block ${plan.badge ? 'mkt-btn--primary' : 'mkt-btn--outline'}`}
      >
        Get Started<span className="cms-visually-hidden"> with {plan.name}</span>
      </Link>
    </li>
  );
};
