/**
 * Stripe objects in the port's terms (API version of the pinned SDK: invoices name their
 * subscription under `parent.subscription_details`, periods live on subscription items and
 * invoice lines, payments are listed as invoice payments). No business rule here: this only
 * translates what Stripe says.
 */
import type Stripe from 'stripe';

import type { PaymentDetails, PlanName, SubscriptionSnapshot } from '../payments-port';

export type PriceIds = Record<Exclude<PlanName, 'free_monthly'>, string>;

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

const date = (s: number) => new Date(s * 1000);

export function planOfPrice(prices: PriceIds, priceId: string | null | undefined): PlanName | null {
  const found = Object.entries(prices).find(([, id]) => id === priceId);
  return found ? (found[0] as PlanName) : null;
}

export function snapshotOf(prices: PriceIds, sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer)!,
    userId: sub.metadata?.user_id ?? null,
    plan: planOfPrice(prices, item?.price?.id),
    status: sub.status,
    currentPeriodStart: date(item?.current_period_start ?? sub.start_date),
    currentPeriodEnd: date(item?.current_period_end ?? sub.start_date),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: sub.canceled_at ? date(sub.canceled_at) : null,
    endedAt: sub.ended_at ? date(sub.ended_at) : null,
  };
}

/** Card and receipt of a charge (the receipt is the charge's own `receipt_url`). */
export function paymentOfCharge(
  charge: Stripe.Charge | null,
  paymentId: string | null,
): PaymentDetails | null {
  if (!charge) return paymentId ? { ...EMPTY_PAYMENT, paymentId } : null;
  const card = charge.payment_method_details?.card;
  return {
    paymentId: paymentId ?? idOf(charge.payment_intent) ?? charge.id,
    receiptUrl: charge.receipt_url,
    paymentType: charge.payment_method_details?.type ?? 'card',
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    cardName: charge.billing_details?.name ?? card?.brand ?? null,
  };
}

const EMPTY_PAYMENT: PaymentDetails = {
  paymentId: null,
  receiptUrl: null,
  paymentType: 'card',
  cardBrand: null,
  cardLast4: null,
  cardName: null,
};

/** The subscription line of an invoice: the plan and the period it pays for. */
export function subscriptionLine(prices: PriceIds, invoice: Stripe.Invoice) {
  const lines = invoice.lines?.data ?? [];
  // A proration invoice has only proration lines: the charge for the new plan is the largest.
  const line =
    lines.find((l) => l.parent?.type === 'subscription_item_details' && !isProration(l)) ??
    [...lines].sort((a, b) => b.amount - a.amount)[0];
  const priceId = line?.pricing?.price_details?.price;
  return {
    plan: planOfPrice(prices, typeof priceId === 'string' ? priceId : idOf(priceId)),
    periodStart: date(line?.period?.start ?? invoice.period_start),
    periodEnd: date(line?.period?.end ?? invoice.period_end),
  };
}

export const isProration = (line: Stripe.InvoiceLineItem) =>
  line.parent?.subscription_item_details?.proration === true;

export const subscriptionIdOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

export const customerIdOf = (v: Parameters<typeof idOf>[0]) => idOf(v);
