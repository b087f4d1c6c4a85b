import type { CheckoutSessionData } from '@castmyscript/api/contract';

export const checkoutSession = (over: Partial<CheckoutSessionData> = {}): CheckoutSessionData => ({
  session_id: 'cs_test_a1b2c3d4e5f6',
  package_type: 'paygo',
  package_name: 'paygo',
  pages: 25,
  amount_in_usd: 18.75,
  status: 'complete',
  payment_status: 'paid',
  fulfilled: true,
  ...over,
});
