/**
 * Stripe payments adapter: Checkout Sessions for plans (catalogue price ids) and packs (an inline
 * price the server computed), a customer created before checkout, idempotency keys on every
 * write, webhooks verified on the raw body with the SDK's own check, proration previews with
 * `invoices.createPreview` and the same `proration_date` on `subscriptions.update`, cancellation
 * at period end, and receipts from the payment's charge. Network calls happen here, before the
 * billing service opens any transaction.
 */
import Stripe from 'stripe';

import { findPlan } from '@castmyscript/api/contract';

import {
  type BillingEvent,
  type CheckoutRequest,
  type PaymentsPort,
  type PlanChange,
  WebhookRejected,
} from '../payments-port';
import { readStripeEvent } from './stripe-events';
import { cancelAndRefundAtStripe, expireAtStripe } from './stripe-one-plan';
import {
  customerIdOf,
  isProration,
  paymentOfCharge,
  type PriceIds,
  snapshotOf,
} from './stripe-mapping';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  prices: PriceIds;
  /** A local fake of the API in tests (`http://127.0.0.1:port`); Stripe itself when unset. */
  apiBase?: string;
  now?: () => number;
};

/** Stripe's default: a signature older than five minutes is refused (security check 19). */
const TOLERANCE_S = 300;

export function stripeClient(opts: Pick<StripeOptions, 'secretKey' | 'apiBase'>): Stripe {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export function createStripePayments(opts: StripeOptions): PaymentsPort {
  const stripe = stripeClient(opts);
  const now = () => (opts.now ?? Date.now)();

  async function chargeOfPaymentIntent(id: string | null) {
    if (!id) return null;
    const pi = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    const charge = pi.latest_charge;
    return paymentOfCharge(typeof charge === 'object' ? charge : null, pi.id);
  }

  async function invoicePayment(invoiceId: string) {
    const list = await stripe.invoicePayments.list({
      invoice: invoiceId,
      expand: ['data.payment.payment_intent.latest_charge'],
    });
    const paid = list.data.find((p) => p.status === 'paid') ?? list.data[0];
    const pi = paid?.payment.payment_intent;
    if (pi && typeof pi === 'object') {
      const charge = pi.latest_charge;
      return paymentOfCharge(typeof charge === 'object' ? charge : null, pi.id);
    }
    const charge = paid?.payment.charge;
    return charge && typeof charge === 'object' ? paymentOfCharge(charge, charge.id) : null;
  }

  async function sessionEvent(
    session: Stripe.Checkout.Session,
    base: { eventId: string; type: string },
    asyncSuccess = false,
  ): Promise<BillingEvent> {
    const paid = asyncSuccess || session.payment_status !== 'unpaid';
    const paymentIntent = customerIdOf(session.payment_intent);
    const subscriptionId = customerIdOf(session.subscription);
    return {
      ...base,
      kind: 'checkout_completed',
      sessionId: session.id,
      userId: session.client_reference_id,
      customerId: customerIdOf(session.customer),
      paid,
      subscriptionId,
      payment: paid && paymentIntent ? await chargeOfPaymentIntent(paymentIntent) : null,
      // Recorded with the checkout, so a second plan is caught whichever event comes first.
      subscription: subscriptionId
        ? snapshotOf(opts.prices, await stripe.subscriptions.retrieve(subscriptionId))
        : null,
    };
  }

  async function subscriptionItem(subscriptionId: string) {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    return { sub, item: sub.items.data[0] };
  }

  return {
    provider: 'stripe',

    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name || undefined, metadata: { user_id: user.userId } },
        { idempotencyKey: `customer-${user.userId}` },
      );
      return customer.id;
    },

    async createCheckout(request: CheckoutRequest) {
      const { order } = request;
      const common = {
        customer: request.customerId,
        client_reference_id: request.userId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: {
          user_id: request.userId,
          package_type: order.kind,
          ...(order.kind === 'paygo' ? { pages: String(order.pages) } : { plan: order.plan }),
        },
      };
      const session =
        order.kind === 'subscription'
          ? await stripe.checkout.sessions.create(
              {
                ...common,
                mode: 'subscription',
                line_items: [{ price: opts.prices[order.plan as keyof PriceIds], quantity: 1 }],
                subscription_data: { metadata: { user_id: request.userId } },
              },
              { idempotencyKey: request.idempotencyKey },
            )
          : await stripe.checkout.sessions.create(
              {
                ...common,
                mode: 'payment',
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: 'usd',
                      unit_amount: order.amountCents,
                      product_data: { name: `${order.pages} pay-as-you-go pages` },
                    },
                  },
                ],
                payment_intent_data: { metadata: { user_id: request.userId } },
              },
              { idempotencyKey: request.idempotencyKey },
            );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },

    async checkoutEvent(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const base = { eventId: `confirm:${session.id}:${session.payment_status}`, type: 'confirm' };
      if (session.status === 'expired') return { ...base, kind: 'checkout_expired', sessionId };
      if (session.status !== 'complete') return null;
      return sessionEvent(session, base);
    },

    async previewPlanChange(change: PlanChange) {
      const { sub, item } = await subscriptionItem(change.subscriptionId);
      const preview = await stripe.invoices.createPreview({
        customer: customerIdOf(sub.customer)!,
        subscription: sub.id,
        subscription_details: {
          items: [{ id: item.id, price: opts.prices[change.plan as keyof PriceIds] }],
          proration_date: change.prorationDate,
          proration_behavior: 'always_invoice',
        },
      });
      const prorationCents = preview.lines.data
        .filter(isProration)
        .reduce((sum, line) => sum + line.amount, 0);
      return {
        immediateChargeCents: Math.max(0, preview.amount_due),
        prorationCents,
        // The price id is the catalogue's, so its amount is the catalogue's.
        nextBillingCents: (findPlan(change.plan)?.amount ?? 0) * 100,
        nextBillingDate: new Date(item.current_period_end * 1000),
      };
    },

    async changePlan(change) {
      const { item } = await subscriptionItem(change.subscriptionId);
      const sub = await stripe.subscriptions.update(
        change.subscriptionId,
        {
          items: [{ id: item.id, price: opts.prices[change.plan as keyof PriceIds] }],
          proration_date: change.prorationDate,
          proration_behavior: 'always_invoice',
        },
        { idempotencyKey: change.idempotencyKey },
      );
      return snapshotOf(opts.prices, sub);
    },

    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      const sub = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey },
      );
      return snapshotOf(opts.prices, sub);
    },

    cancelAndRefund: (subscriptionId) => cancelAndRefundAtStripe(stripe, subscriptionId),

    expireCheckout: (sessionId) => expireAtStripe(stripe, sessionId),

    async readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookRejected('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          opts.webhookSecret,
          TOLERANCE_S,
          undefined,
          // Milliseconds: the age is measured on our clock, not the process's.
          now(),
        );
      } catch (err) {
        throw new WebhookRejected((err as Error).message.split('\n')[0]);
      }
      return readStripeEvent(event, {
        prices: opts.prices,
        sessionEvent,
        invoicePayment,
        subscription: async (id) =>
          snapshotOf(opts.prices, await stripe.subscriptions.retrieve(id)),
      });
    },
  };
}
