import { useAppDispatch } from '@castmyscript/api';

import { usePlanChange } from '../../../shared/hooks/use-plan-change';
import { subscriptionDetailsApi } from '../api/subscription-details-api';

/**
 * The plan change on the subscription page: once the update is taken the page names
 * the new plan at once (its cached details are patched) while the details are read again.
 */
export const useSubscriptionPlanChange = () => {
  const dispatch = useAppDispatch();
  return usePlanChange((plan) => {
    dispatch(
      subscriptionDetailsApi.util.updateQueryData('getSubscriptionDetails', undefined, (draft) => {
        if (draft?.subscription) draft.subscription.package_name = plan.package_name;
      }),
    );
  });
};
