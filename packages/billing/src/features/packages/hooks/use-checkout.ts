import type { CheckoutBody } from '@castmyscript/api/contract';
import { useState } from 'react';

import { serverMessageOf } from '../../../shared/lib/api-error';
import { UI_MESSAGES } from '../../../shared/lib/billing-messages';
import { checkoutTarget } from '../../../shared/lib/checkout-url';
import { leavePage } from '../../../shared/lib/leave-page';
import { useCreateCheckoutSessionMutation } from '../api/checkout-api';

/**
 * Checkout: create a session, then a full-page redirect to its URL. Failures are
 * handed to `report` with the texts; the caller decides how they are shown (a toast
 * for plans, an alert dialog for pay-as-you-go).
 */
export const useCheckout = (report: (message: string) => void) => {
  const [createSession] = useCreateCheckoutSessionMutation();
  // Stays set once redirecting: the page is being replaced, so the button keeps its spinner.
  const [pending, setPending] = useState<string | null>(null);

  const start = async (key: string, body: CheckoutBody) => {
    setPending(key);
    const result = await createSession(body);
    if ('error' in result) {
      setPending(null);
      const message = serverMessageOf(result.error);
      return report(message ? UI_MESSAGES.checkoutError(message) : UI_MESSAGES.checkoutFailed);
    }
    const target = checkoutTarget(result.data.url);
    if (!target) {
      setPending(null);
      return report(UI_MESSAGES.invalidCheckoutUrl);
    }
    leavePage(target);
  };

  return { start, pending };
};
