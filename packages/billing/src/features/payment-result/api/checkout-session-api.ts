import { api } from '@castmyscript/api';
import type { CheckoutSessionData } from '@castmyscript/api/contract';

/**
 * GET payment/session/{session_id}: the success page confirms its own session; another user's id
 * answers 404 (security check 25).
 */
export const checkoutSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutSession: build.query<CheckoutSessionData, string>({
      query: (sessionId) => `payment/session/${encodeURIComponent(sessionId)}`,
    }),
  }),
});

export const { useGetCheckoutSessionQuery } = checkoutSessionApi;
