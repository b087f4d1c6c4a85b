import { useAppDispatch } from '@castmyscript/api';
import { BILLING_MESSAGES, FREE_PLAN, type Plan } from '@castmyscript/api/contract';
import { useModal, useToast } from '@castmyscript/ui-kit';
import { useNavigate } from 'react-router-dom';

import { usePlanChange } from '../../../shared/hooks/use-plan-change';
import type { PlanAction } from '../../../shared/lib/plan-action';
import { subscriptionsApi } from '../api/subscriptions-api';
import { useCheckout } from './use-checkout';

/**
 * What choosing a plan card does: the current plan warns; from Free a hosted checkout;
 * between paid plans the proration preview, then the update. Free is not a plan one switches to:
 * a paid plan ends on Free by cancelling it, so that card leads to the subscription screen.
 */
export const usePlanChoice = (currentPlan: Plan) => {
  const toast = useToast();
  const modal = useModal();
  const navigate = useNavigate();
  const checkout = useCheckout((message) => toast.error(message));
  const dispatch = useAppDispatch();
  // The new plan name shows at once: the cached list's current entry is patched.
  const change = usePlanChange((plan) =>
    dispatch(
      subscriptionsApi.util.updateQueryData('getAllSubscriptions', undefined, (list) => {
        const current = list.at(-1);
        if (current) current.package_name = plan.package_name;
      }),
    ),
  );

  const choose = async (plan: Plan, action: PlanAction) => {
    if (action === 'current') return toast.warn(BILLING_MESSAGES.currentPlan);
    if (action === 'subscribe') {
      return checkout.start(plan.package_name, {
        package_type: 'subscription',
        package_details: { package_name: plan.package_name, package_price: plan.amount },
      });
    }
    if (plan.package_name === FREE_PLAN.package_name) {
      const goOn = await modal.confirm({
        header: 'Move to Free',
        message: `To move to Free, cancel your subscription. You keep ${currentPlan.name} and its pages until the end of the billing period; pay-as-you-go pages stay.`,
        acceptLabel: 'Manage Subscription',
        rejectLabel: 'Keep Plan',
      });
      if (goOn) navigate('/dashboard/subscription');
      return;
    }
    return change.ask(plan);
  };

  const busyPlan = checkout.pending ?? change.previewingPlan;
  return { choose, busyPlan, change };
};
