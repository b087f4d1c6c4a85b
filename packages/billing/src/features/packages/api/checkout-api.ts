import { api } from '@castmyscript/api';
import type { CheckoutBody, CheckoutData } from '@castmyscript/api/contract';

/**
 * POST payment/create-checkout-session. No price is sent: the server prices plans
 * from the catalogue and pages with quotePaygo (security check 24).
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<Partial<CheckoutData>, CheckoutBody>({
      query: (body) => ({ url: 'payment/create-checkout-session', method: 'POST', body }),
      transformResponse: (data: CheckoutData | null) => data ?? {},
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = checkoutApi;
