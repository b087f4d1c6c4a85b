import type Stripe from 'stripe';

import type { BillingEvent, PaymentDetails, SubscriptionSnapshot } from '../payments-port';
import {
  customerIdOf,
  type PriceIds,
  snapshotOf,
  subscriptionIdOfInvoice,
  subscriptionLine,
} from './stripe-mapping';

export type StripeLookups = {
  prices: PriceIds;
  sessionEvent(
    session: Stripe.Checkout.Session,
    base: { eventId: string; type: string },
    asyncSuccess?: boolean,
  ): Promise<BillingEvent>;
  invoicePayment(invoiceId: string): Promise<PaymentDetails | null>;
  subscription(id: string): Promise<SubscriptionSnapshot>;
};

/**
 * A verified Stripe event as billing events. Types we do not act on give none (and are still
 * answered 200, as Stripe expects). `invoice.paid` and `invoice.payment_succeeded` both report the
 * same invoice; the billing rules grant it once (security check 21).
 */
export async function readStripeEvent(
  event: Stripe.Event,
  lookups: StripeLookups,
): Promise<BillingEvent[]> {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return [await lookups.sessionEvent(event.data.object, base)];
    case 'checkout.session.async_payment_succeeded':
      return [await lookups.sessionEvent(event.data.object, base, true)];
    case 'checkout.session.async_payment_failed':
      return [{ ...base, kind: 'checkout_failed', sessionId: event.data.object.id }];
    case 'checkout.session.expired':
      return [{ ...base, kind: 'checkout_expired', sessionId: event.data.object.id }];
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const subscriptionId = subscriptionIdOfInvoice(invoice);
      const line = subscriptionLine(lookups.prices, invoice);
      return [
        {
          ...base,
          kind: 'invoice_paid',
          invoiceId: invoice.id,
          customerId: customerIdOf(invoice.customer)!,
          subscriptionId,
          billingReason: invoice.billing_reason ?? 'manual',
          ...line,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
          payment: invoice.amount_paid > 0 ? await lookups.invoicePayment(invoice.id) : null,
          subscription: subscriptionId ? await lookups.subscription(subscriptionId) : null,
        },
      ];
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return [
        {
          ...base,
          kind: 'subscription_updated',
          subscription: snapshotOf(lookups.prices, event.data.object),
        },
      ];
    case 'customer.subscription.deleted':
      return [
        {
          ...base,
          kind: 'subscription_deleted',
          subscription: snapshotOf(lookups.prices, event.data.object),
        },
      ];
    case 'charge.refunded': {
      const charge = event.data.object;
      return [
        {
          ...base,
          kind: 'payment_refunded',
          paymentId: customerIdOf(charge.payment_intent) ?? charge.id,
          amountCents: charge.amount,
          refundedCents: charge.amount_refunded,
        },
      ];
    }
    default:
      return [];
  }
}
