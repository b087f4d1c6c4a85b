import type { Plan } from '@castmyscript/api/contract';
import { PlanCard as PlanCardView } from '@castmyscript/ui-kit';
import { Link } from 'react-router-dom';

type Props = { plan: Plan };

/** One plan of the catalogue with its sign-up link; every value comes from `PLANS`. */
export const PlanCard = ({ plan }: Props) => (
  <PlanCardView plan={plan} block="mkt-plan" badgeLabel="Most popular">
    <Link
      to="/sign-up"
      className={`mkt-btn mkt-btn--block ${plan.badge ? 'mkt-btn--primary' : 'mkt-btn--outline'}`}
    >
      Get Started<span className="cms-visually-hidden"> with {plan.name}</span>
    </Link>
  </PlanCardView>
);
