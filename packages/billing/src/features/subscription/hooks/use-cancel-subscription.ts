import { useAppDispatch } from '@castmyscript/api';
import { BILLING_MESSAGES } from '@castmyscript/api/contract';
import { formatDateGB, useModal, useToast } from '@castmyscript/ui-kit';

import { isNetworkError, serverMessageOf } from '../../../shared/lib/api-error';
import { UI_MESSAGES } from '../../../shared/lib/billing-messages';
import {
  subscriptionDetailsApi,
  useCancelSubscriptionMutation,
} from '../api/subscription-details-api';

/**
 * Confirm, cancel at period end, toast the outcome. The view shows the new state at
 * once from the answer (and the details are refetched).
 */
export const useCancelSubscription = () => {
  const modal = useModal();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();

  const run = async (planName: string, periodEnd: number) => {
    const accepted = await modal.confirm({
      header: 'Cancel subscription?',
      message: `You keep ${planName} and its pages until ${formatDateGB(periodEnd)}. After that your account moves to Free; pay-as-you-go pages stay.`,
      acceptLabel: 'Cancel Subscription',
      rejectLabel: 'Keep Plan',
      danger: true,
    });
    if (!accepted) return;
    const result = await cancel();
    if ('error' in result) {
      if (isNetworkError(result.error)) return toast.error(UI_MESSAGES.noConnection);
      const message = serverMessageOf(result.error);
      return toast.error(
        message ? UI_MESSAGES.cancelFailedWith(message) : UI_MESSAGES.cancelFailed,
      );
    }
    const updated = result.data;
    if (updated) {
      dispatch(
        subscriptionDetailsApi.util.updateQueryData(
          'getSubscriptionDetails',
          undefined,
          (draft) => {
            if (draft) draft.subscription = updated;
          },
        ),
      );
    }
    toast.success(BILLING_MESSAGES.cancelled);
  };

  return { run, cancelling: isLoading };
};
