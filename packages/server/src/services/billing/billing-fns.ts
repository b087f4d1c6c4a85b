import type {
  CreditsData,
  SubscriptionDetail,
  SubscriptionRecord,
  SubscriptionStatus,
  TransactionRecord,
} from '@castmyscript/api/contract';
import { SUBSCRIPTION_STATUSES } from '@castmyscript/api/contract';

import type { PaymentDetails } from '../../adapters/payments/payments-port';
import type { BillingSubscriptionRow, BillingTransactionRow } from '../../db/schema';
import type { CreditBalance } from '../credits/credit-ledger';

/** Invoices that open a new paid period and so renew the monthly allowance (check 26). */
export const PERIOD_REASONS: readonly string[] = ['subscription_create', 'subscription_cycle'];

/** Statuses in which a subscription still gives its plan. */
const LIVE: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid'];
export const isLiveStatus = (status: string) => LIVE.includes(status);

/** Only the last four digits are ever stored or shown. */
export const cardNumber = (last4: string | null) => (last4 ? `**** **** **** ${last4}` : null);

/** A payment's details as a transaction row stores them (card unless the provider says). */
export const paymentColumns = (p: PaymentDetails | null) => ({
  paymentType: p?.paymentType ?? 'card',
  cardName: p?.cardName ?? p?.cardBrand ?? null,
  cardNumber: cardNumber(p?.cardLast4 ?? null),
  receiptUrl: p?.receiptUrl ?? null,
  paymentId: p?.paymentId ?? null,
});

export const epochS = (d: Date) => Math.floor(d.getTime() / 1000);
const epochOrNull = (d: Date | null) => (d ? epochS(d) : null);

const status = (s: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s)
    ? (s as SubscriptionStatus)
    : 'incomplete';

export const toCredits = (b: CreditBalance): CreditsData => ({
  paygo_credits: b.paygo_credits,
  page_credits_this_month: b.page_credits_this_month,
  page_credits_used_this_month: b.page_credits_used_this_month,
});

export const toSubscriptionDetail = (
  row: BillingSubscriptionRow,
  b: CreditBalance,
): SubscriptionDetail => ({
  status: status(row.status),
  package_name: row.packageName,
  page_credits_this_month: b.page_credits_this_month,
  page_credits_used_this_month: b.page_credits_used_this_month,
  current_period_end: epochS(row.currentPeriodEnd),
  cancel_at_period_end: row.cancelAtPeriodEnd,
  canceled_at: epochOrNull(row.canceledAt),
});

export const toSubscriptionRecord = (row: BillingSubscriptionRow): SubscriptionRecord => ({
  _id: row.id,
  user_id: row.userId,
  package_name: row.packageName,
  status: status(row.status),
  current_period_start: epochS(row.currentPeriodStart),
  current_period_end: epochS(row.currentPeriodEnd),
  cancel_at_period_end: row.cancelAtPeriodEnd,
  canceled_at: epochOrNull(row.canceledAt),
  created_at: epochS(row.createdAt),
});

export const toTransactionRecord = (row: BillingTransactionRow): TransactionRecord => ({
  _id: row.id,
  card_name: row.cardName,
  card_number: row.cardNumber,
  payment_type: row.paymentType,
  transaction_amount_in_usd: row.amountCents / 100,
  transaction_currency: row.currency,
  transaction_timestamp: epochS(row.paidAt),
  transaction_status: row.status,
  receipt_url: row.receiptUrl,
  session_id: row.sessionId,
  package_name: row.packageName,
  pages: row.pages,
});
