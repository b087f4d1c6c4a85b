import { PLANS, type Plan } from '@castmyscript/api/contract';

import { usePlanChoice } from '../hooks/use-plan-choice';
import { planAction } from '../../../shared/lib/plan-action';
import { PlanCard } from './plan-card';
import { ProrationDialog } from '../../../shared/components/proration-dialog';

type Props = {
  /** The user's plan, or null while it is unknown (loading or failed): no button acts then. */
  currentPlan: Plan | null;
};

/** The four plans with their buttons, and the plan-change confirmation. */
export const PlansSection = ({ currentPlan }: Props) => (
  <section className="bil-section" aria-labelledby="plans-heading">
    <h2 id="plans-heading">Monthly plans</h2>
    {currentPlan ? <PlanGrid currentPlan={currentPlan} /> : <StaticPlanGrid />}
  </section>
);

const PlanGrid = ({ currentPlan }: { currentPlan: Plan }) => {
  const { choose, busyPlan, change } = usePlanChoice(currentPlan);
  return (
    <>
      <ul className="bil-plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.package_name}
            plan={plan}
            action={planAction(plan, currentPlan.package_name)}
            busy={busyPlan === plan.package_name}
            disabled={busyPlan !== undefined && busyPlan !== null}
            onChoose={(p, action) => void choose(p, action)}
          />
        ))}
      </ul>
      <ProrationDialog
        change={change.pending}
        currentPlan={currentPlan}
        updating={change.updating}
        error={change.error}
        onConfirm={() => void change.confirm()}
        onDismiss={change.dismiss}
      />
    </>
  );
};

const StaticPlanGrid = () => (
  <ul className="bil-plans">
    {PLANS.map((plan) => (
      <PlanCard
        key={plan.package_name}
        plan={plan}
        action="subscribe"
        disabled
        onChoose={() => {}}
      />
    ))}
  </ul>
);
