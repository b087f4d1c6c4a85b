import { BILLING_MESSAGES, type Plan, type ProrationPreviewData } from '@castmyscript/api/contract';
import { useToast } from '@castmyscript/ui-kit';
import { useState } from 'react';

import { usePreviewProrationMutation, useUpdateSubscriptionMutation } from '../api/plan-change-api';
import { planChangeError } from '../lib/plan-change-error';

export type PendingChange = { plan: Plan; preview: ProrationPreviewData };

/**
 * Plan change: load the proration preview, show it, and only on confirmation update.
 * A failed preview is a toast (no dialog is open yet); a failed update stays in the open dialog,
 * so the writer sees why and can try again or cancel. `onChanged` lets the screen show the new
 * plan at once (its cached data is patched) before the refetch the update's tags cause.
 */
export const usePlanChange = (onChanged?: (plan: Plan) => void) => {
  const toast = useToast();
  const [preview, { isLoading: previewing, originalArgs }] = usePreviewProrationMutation();
  const [update, { isLoading: updating }] = useUpdateSubscriptionMutation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = async (plan: Plan) => {
    const result = await preview({ package_name: plan.package_name });
    if ('error' in result) return toast.error(planChangeError('preview', result.error));
    setError(null);
    setPending({ plan, preview: result.data });
  };

  const confirm = async () => {
    if (!pending) return;
    const { plan } = pending;
    setError(null);
    const result = await update({ package_name: plan.package_name });
    if ('error' in result) return setError(planChangeError('update', result.error));
    onChanged?.(plan);
    setPending(null);
    toast.success(BILLING_MESSAGES.planUpdated(plan.name));
  };

  return {
    ask,
    confirm,
    dismiss: () => {
      setPending(null);
      setError(null);
    },
    pending,
    /** Why the last update failed, shown in the dialog; null when it did not. */
    error,
    /** The plan whose preview is loading, for that button's spinner. */
    previewingPlan: previewing ? originalArgs?.package_name : undefined,
    updating,
  };
};
