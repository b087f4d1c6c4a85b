import { http, HttpResponse } from 'msw';

import type {
  CreditsData,
  SubscriptionDetail,
  SubscriptionRecord,
  TransactionRecord,
} from '@castmyscript/api/contract';
import { BASE, success } from '@castmyscript/test-utils';

/** A fixed future period end, so days remaining never depend on the day the tests run. */
export const PERIOD_END = Math.floor(Date.now() / 1000) + 10 * 86_400 - 60;

export const subscriptionRecord = (
  package_name: string,
  over: Partial<SubscriptionRecord> = {},
): SubscriptionRecord => ({
  _id: `sub-${package_name}`,
  user_id: 'user-1',
  package_name,
  status: 'active',
  current_period_start: PERIOD_END - 30 * 86_400,
  current_period_end: PERIOD_END,
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: PERIOD_END - 30 * 86_400,
  ...over,
});

export const subscriptionDetail = (over: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  status: 'active',
  package_name: 'starter_monthly',
  page_credits_this_month: 50,
  page_credits_used_this_month: 20,
  current_period_end: PERIOD_END,
  cancel_at_period_end: false,
  canceled_at: null,
  ...over,
});

export const transaction = (
  n: number,
  over: Partial<TransactionRecord> = {},
): TransactionRecord => ({
  _id: `tx-${n}`,
  card_name: 'Visa',
  card_number: '4242',
  payment_type: 'card',
  transaction_amount_in_usd: n,
  transaction_currency: 'usd',
  // One day apart, oldest first, as the server answers.
  transaction_timestamp: 1_740_000_000 + n * 86_400,
  transaction_status: 'paid',
  receipt_url: `https://receipts.example/tx-${n}`,
  session_id: `cs_${n}`,
  package_name: 'paygo',
  pages: n,
  ...over,
});

export const creditsHandler = (credits: () => CreditsData) =>
  http.get(`${BASE}/users/credits`, () => HttpResponse.json(success(credits())));

export const subscriptionsHandler = (list: () => SubscriptionRecord[]) =>
  http.get(`${BASE}/payment/get-all-subscriptions`, () =>
    HttpResponse.json(success({ subscriptions: list() })),
  );

export const detailsHandler = (
  details: () => { paygo_credits: number; subscription: SubscriptionDetail | null },
) =>
  http.get(`${BASE}/users/active/subscription/details`, () =>
    HttpResponse.json(success([details()])),
  );
