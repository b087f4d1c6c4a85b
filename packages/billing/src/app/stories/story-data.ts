import type {
  CheckoutSessionData,
  SubscriptionDetail,
  SubscriptionRecord,
  TransactionRecord,
} from '@castmyscript/api/contract';

/** Fixed sample data for the stories; a period that ends 12 days after the story opens. */
const DAY = 86_400;
export const NOW_S = Math.floor(Date.now() / 1000);

export const record = (
  package_name: string,
  over: Partial<SubscriptionRecord> = {},
): SubscriptionRecord => ({
  _id: `sub-${package_name}`,
  user_id: 'user-1',
  package_name,
  status: 'active',
  current_period_start: NOW_S - 18 * DAY,
  current_period_end: NOW_S + 12 * DAY,
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: NOW_S - 18 * DAY,
  ...over,
});

export const detail = (over: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  status: 'active',
  package_name: 'standard_monthly',
  page_credits_this_month: 100,
  page_credits_used_this_month: 35,
  current_period_end: NOW_S + 12 * DAY,
  cancel_at_period_end: false,
  canceled_at: null,
  ...over,
});

const PACKS = [5, 10, 25, 50, 12, 100];
export const transactions = (count: number): TransactionRecord[] =>
  Array.from({ length: count }, (_, i) => {
    const plan = i % 4 === 1;
    const pages = PACKS[i % PACKS.length];
    return {
      _id: `tx-${i}`,
      card_name: i % 3 === 0 ? 'Mastercard' : 'Visa',
      card_number: i % 3 === 0 ? '5555' : '4242',
      payment_type: 'card',
      transaction_amount_in_usd: plan ? 22 : pages * 0.75,
      transaction_currency: 'usd',
      transaction_timestamp: NOW_S - (count - i) * 3 * DAY,
      transaction_status: 'paid',
      receipt_url: i % 5 === 4 ? null : `https://receipts.example/${i}`,
      session_id: `cs_${i}`,
      package_name: plan ? 'starter_monthly' : 'paygo',
      pages: plan ? null : pages,
    };
  });

export const SESSION_ID = 'cs_test_a1b2c3d4e5f6g7';
export const session = (over: Partial<CheckoutSessionData> = {}): CheckoutSessionData => ({
  session_id: SESSION_ID,
  package_type: 'paygo',
  package_name: 'paygo',
  pages: 25,
  amount_in_usd: 18.75,
  status: 'complete',
  payment_status: 'paid',
  fulfilled: true,
  ...over,
});
