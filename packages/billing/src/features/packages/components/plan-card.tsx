import type { Plan } from '@castmyscript/api/contract';
import { PlanCard as PlanCardView } from '@castmyscript/ui-kit';
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
  const isCurrent = action === 'current';
  return (
    <PlanCardView
      plan={plan}
      block="bil-plan"
      badgeLabel="POPULAR"
      className={isCurrent ? 'is-current' : undefined}
    >
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
    </PlanCardView>
  );
};
