import type { BillingEvent, PaymentDetails, SubscriptionSnapshot } from '../payments-port';
import type { LocalPayment, LocalSubscription } from './local-types';

/** How the local provider reports its objects, in the port's terms (as Stripe's mapping does). */
export const snapshotOf = (s: LocalSubscription): SubscriptionSnapshot => ({
  subscriptionId: s.id,
  customerId: s.customerId,
  userId: s.userId,
  plan: s.plan,
  // Like Stripe, a subscription cancelled at period end stays active until that end.
  status: s.status,
  currentPeriodStart: new Date(s.periodStart),
  currentPeriodEnd: new Date(s.periodEnd),
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  canceledAt: s.canceledAt === null ? null : new Date(s.canceledAt),
  endedAt: s.endedAt === null ? null : new Date(s.endedAt),
});

export const paymentDetails = (p: LocalPayment, receiptUrl: string): PaymentDetails => ({
  paymentId: p.id,
  receiptUrl,
  paymentType: 'card',
  cardBrand: p.card.brand,
  cardLast4: p.card.last4,
  cardName: p.card.name,
});

const DATE_KEYS = new Set([
  'periodStart',
  'periodEnd',
  'paidAt',
  'currentPeriodStart',
  'currentPeriodEnd',
  'canceledAt',
  'endedAt',
]);

/** Events wait in the outbox as JSON; their Dates come back from ISO strings. */
export function reviveEvent(json: unknown): BillingEvent {
  return JSON.parse(JSON.stringify(json), (key, value) =>
    DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value,
  ) as BillingEvent;
}
