import { FREE_PLAN, type Plan, PLANS } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';

import { ProrationDialog } from '../../../shared/components/proration-dialog';
import { planAction } from '../../../shared/lib/plan-action';
import { useSubscriptionPlanChange } from '../hooks/use-subscription-plan-change';

type Props = { currentPlan: Plan };

const verb = (plan: Plan, current: Plan) =>
  planAction(plan, current.package_name) === 'upgrade' ? 'Upgrade' : 'Downgrade';

/**
 * Plan change from the subscription page: each other paid plan of the catalogue, its
 * proration preview confirmed in a dialog before anything changes. Free is reached by cancelling,
 * so it is not offered here.
 */
export const ChangePlan = ({ currentPlan }: Props) => {
  const change = useSubscriptionPlanChange();
  const others = PLANS.filter(
    (plan) =>
      plan.package_name !== currentPlan.package_name &&
      plan.package_name !== FREE_PLAN.package_name,
  );
  const busy = change.previewingPlan !== undefined;
  return (
    <section className="bil-card bil-change-plan" aria-labelledby="change-plan-heading">
      <h2 id="change-plan-heading">Change plan</h2>
      <p className="bil-muted">
        You see what it costs before anything changes.{' '}
        <Link to="/dashboard/packages">Compare plans</Link>
      </p>
      <ul className="bil-change-plan__list">
        {others.map((plan) => {
          const label = `${verb(plan, currentPlan)} to ${plan.name}`;
          return (
            <li key={plan.package_name} className="bil-change-plan__item">
              <span>
                <strong>{plan.name}</strong> · {plan.price} / month · {plan.monthlyCredits} pages a
                month
              </span>
              <Button
                type="button"
                label={label}
                size="small"
                outlined={verb(plan, currentPlan) === 'Downgrade'}
                loading={change.previewingPlan === plan.package_name}
                disabled={busy && change.previewingPlan !== plan.package_name}
                onClick={() => void change.ask(plan)}
              />
            </li>
          );
        })}
      </ul>
      <ProrationDialog
        change={change.pending}
        currentPlan={currentPlan}
        updating={change.updating}
        error={change.error}
        onConfirm={() => void change.confirm()}
        onDismiss={change.dismiss}
      />
    </section>
  );
};
