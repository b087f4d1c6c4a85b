import { useAppDispatch } from '@castmyscript/api';
import { BILLING_MESSAGES, type Plan, type ProrationPreviewData } from '@castmyscript/api/contract';
import { useToast } from '@castmyscript/ui-kit';
import { useState } from 'react';

import { UI_MESSAGES } from '../../../shared/lib/billing-messages';
import { usePreviewProrationMutation, useUpdateSubscriptionMutation } from '../api/plan-change-api';
import { subscriptionsApi } from '../api/subscriptions-api';

export type PendingChange = { plan: Plan; preview: ProrationPreviewData };

/**
 * Spec 2 §4 plan change: load the proration preview, show it, and only on confirmation update.
 * The new plan name shows at once (the cached list is patched) and the list is refetched.
 */
export const usePlanChange = () => {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [preview, { isLoading: previewing, originalArgs }] = usePreviewProrationMutation();
  const [update, { isLoading: updating }] = useUpdateSubscriptionMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const ask = async (plan: Plan) => {
    const result = await preview({ package_name: plan.package_name });
    if ('error' in result) return toast.error(UI_MESSAGES.prorationFailed);
    setPending({ plan, preview: result.data });
  };

  const confirm = async () => {
    if (!pending) return;
    const { plan } = pending;
    const result = await update({ package_name: plan.package_name });
    if ('error' in result) return toast.error(UI_MESSAGES.updateFailed);
    dispatch(
      subscriptionsApi.util.updateQueryData('getAllSubscriptions', undefined, (list) => {
        const current = list.at(-1);
        if (current) current.package_name = plan.package_name;
      }),
    );
    setPending(null);
    toast.success(BILLING_MESSAGES.planUpdated(plan.name));
  };

  return {
    ask,
    confirm,
    dismiss: () => setPending(null),
    pending,
    /** The plan whose preview is loading, for that card's spinner. */
    previewingPlan: previewing ? originalArgs?.package_name : undefined,
    updating,
  };
};
