/**
 * The local payment provider, the embedded default: a small card processor of
 * its own with a hosted checkout page served by this server. It keeps its books in its own table,
 * bills plans monthly on the subscription's anniversary, prorates plan changes the way Stripe
 * does, and reports everything as billing events through an outbox the app pulls and acknowledges
 * (at-least-once, like webhooks). It knows nothing of credits: that is the billing service's job.
 */
import { BILLING_MESSAGES, findPlan } from '@castmyscript/api/contract';

import type { Db, Tx } from '../../../db/database';
import type {
  CheckoutRequest,
  LocalCheckoutPort,
  PaymentsPort,
  PlanChange,
  SubscriptionSnapshot,
  TestCard,
} from '../payments-port';
import { checkCard } from './local-card';
import { createLocalBooks, monthsAfter, priceOf } from './local-books';
import { reviveEvent, snapshotOf } from './local-events';
import { createLocalOnePlan } from './local-one-plan';
import { prorate } from './local-proration';
import { createLocalStore, localId } from './local-store';
import type { LocalSession, LocalSubscription } from './local-types';

export type LocalPaymentsOptions = { db: Db; publicUrl: string; now?: () => number };

const SESSION_TTL_MS = 24 * 3600 * 1000;

export function createLocalPayments(opts: LocalPaymentsOptions): PaymentsPort & LocalCheckoutPort {
  const store = createLocalStore(opts.db);
  const now = () => (opts.now ?? Date.now)();
  const api = `${opts.publicUrl}/api/v1/payment`;
  const receiptUrl = (paymentId: string) => `${api}/local-receipt/${paymentId}`;
  const books = createLocalBooks({ store, now, receiptUrl });
  const { emit, charge, invoice, saveSub, tick, expire, completedEvent } = books;
  const onePlan = createLocalOnePlan({ store, books, now });

  async function subscriptionChange(
    id: string,
    change: (tx: Tx, sub: LocalSubscription) => Promise<LocalSubscription>,
  ): Promise<SubscriptionSnapshot> {
    return store.transaction(async (tx) => {
      const sub = await store.get(tx, 'subscription', id, true);
      if (!sub || sub.status !== 'active') throw new Error(`no active local subscription ${id}`);
      const changed = await saveSub(tx, await change(tx, sub));
      await emit(tx, {
        kind: 'subscription_updated',
        eventId: localId('levt'),
        type: 'customer.subscription.updated',
        subscription: snapshotOf(changed),
      });
      return snapshotOf(changed);
    });
  }

  async function proration(sub: LocalSubscription, change: PlanChange, tx?: Tx) {
    const customer = (await store.get(tx ?? opts.db, 'customer', sub.customerId, Boolean(tx)))!;
    return {
      customer,
      ...prorate({
        oldPriceCents: priceOf(sub.plan),
        newPriceCents: priceOf(change.plan),
        periodStart: sub.periodStart,
        periodEnd: sub.periodEnd,
        prorationDate: change.prorationDate * 1000,
        creditCents: customer.balanceCents,
      }),
    };
  }

  return {
    provider: 'local',

    async createCustomer(user) {
      const id = localId('lcus');
      await store.put(
        opts.db,
        { kind: 'customer', id, userId: user.userId, email: user.email, balanceCents: 0 },
        new Date(now()),
      );
      return id;
    },

    async createCheckout(request: CheckoutRequest) {
      const id = localId('lcs');
      await store.put(
        opts.db,
        {
          kind: 'session',
          id,
          customerId: request.customerId,
          userId: request.userId,
          order: request.order,
          status: 'open',
          successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancelUrl: request.cancelUrl,
          subscriptionId: null,
          paymentId: null,
          createdAt: now(),
          expiresAt: now() + SESSION_TTL_MS,
        },
        new Date(now()),
      );
      return { sessionId: id, url: `${api}/local-checkout/${id}` };
    },

    async checkoutEvent(sessionId) {
      const session = await store.get(opts.db, 'session', sessionId);
      if (!session || session.status === 'open') return null;
      if (session.status === 'expired') {
        return { kind: 'checkout_expired', eventId: localId('levt'), type: 'confirm', sessionId };
      }
      return completedEvent(opts.db, session);
    },

    async previewPlanChange(change) {
      const sub = await store.get(opts.db, 'subscription', change.subscriptionId);
      if (!sub || sub.status !== 'active') throw new Error('no active local subscription');
      const p = await proration(sub, change);
      return {
        immediateChargeCents: p.immediateCents,
        prorationCents: p.prorationCents,
        nextBillingCents: p.nextCents,
        nextBillingDate: new Date(sub.periodEnd),
      };
    },

    async changePlan(change) {
      return subscriptionChange(change.subscriptionId, async (tx, sub) => {
        const p = await proration(sub, change, tx);
        await store.put(tx, { ...p.customer, balanceCents: 0 }, new Date(now()));
        const changed = { ...sub, plan: change.plan };
        if (p.immediateCents > 0) {
          await invoice(tx, changed, 'subscription_update', p.immediateCents);
        }
        await store.put(tx, { ...p.customer, balanceCents: p.creditAfterCents }, new Date(now()));
        return changed;
      });
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return subscriptionChange(subscriptionId, async (_tx, sub) => ({
        ...sub,
        cancelAtPeriodEnd: true,
        canceledAt: now(),
      }));
    },

    cancelAndRefund: onePlan.cancelAndRefund,

    async expireCheckout(sessionId) {
      await store.transaction(async (tx) => {
        const session = await store.get(tx, 'session', sessionId, true);
        if (session?.status === 'open') await expire(tx, session, true);
      });
    },

    async pendingEvents(at) {
      await tick(at.getTime());
      return store.transaction(async (tx) =>
        (await store.lockAll(tx, 'event', {}))
          .sort((a, b) => a.seq - b.seq)
          .map((row) => reviveEvent(row.event)),
      );
    },

    async acknowledge(eventIds) {
      await store.remove(opts.db, eventIds);
    },

    async session(sessionId) {
      let session = await store.get(opts.db, 'session', sessionId);
      if (!session) return null;
      if (session.status === 'open' && session.expiresAt <= now()) {
        await store.transaction((tx) => expire(tx, session!));
        session = { ...session, status: 'expired' };
      }
      const order = session.order;
      return {
        sessionId,
        status: session.status,
        description:
          order.kind === 'paygo'
            ? `${order.pages} pay-as-you-go pages`
            : `${findPlan(order.plan)!.name} plan, billed monthly`,
        amountCents: order.amountCents,
        currency: 'usd',
        successUrl: session.successUrl,
        cancelUrl: session.cancelUrl,
        ...(session.replaced ? { closedReason: BILLING_MESSAGES.checkoutReplaced } : {}),
      };
    },

    async pay(sessionId: string, form: TestCard) {
      const checked = checkCard(form, new Date(now()));
      if (!checked.ok) return checked;
      return store.transaction(async (tx) => {
        const session = await store.get(tx, 'session', sessionId, true);
        if (!session || session.status !== 'open' || session.expiresAt <= now()) {
          const reason = session?.replaced
            ? BILLING_MESSAGES.checkoutReplaced
            : 'This checkout session is no longer open.';
          return { ok: false as const, reason };
        }
        const order = session.order;
        // Checked again here, at payment, under the customer's lock (security check 44).
        if (order.kind === 'subscription' && (await onePlan.holdsPlan(tx, session.customerId))) {
          return { ok: false as const, reason: BILLING_MESSAGES.secondPlanRefused };
        }
        let done: LocalSession;
        if (order.kind === 'paygo') {
          const payment = await charge(
            tx,
            `${order.pages} pay-as-you-go pages`,
            order.amountCents,
            checked.card,
          );
          done = { ...session, status: 'complete', paymentId: payment.id };
        } else {
          const start = now();
          const sub = await saveSub(tx, {
            kind: 'subscription',
            id: localId('lsub'),
            customerId: session.customerId,
            userId: session.userId,
            plan: order.plan,
            status: 'active',
            anchor: start,
            period: 0,
            periodStart: start,
            periodEnd: monthsAfter(start, 1),
            cancelAtPeriodEnd: false,
            canceledAt: null,
            endedAt: null,
            card: checked.card,
          });
          await invoice(tx, sub, 'subscription_create', order.amountCents);
          done = { ...session, status: 'complete', subscriptionId: sub.id };
        }
        await store.put(tx, done, new Date(now()));
        await emit(tx, await completedEvent(tx, done));
        return { ok: true as const };
      });
    },

    async cancel(sessionId) {
      await store.transaction(async (tx) => {
        const session = await store.get(tx, 'session', sessionId, true);
        if (session?.status === 'open') await expire(tx, session);
      });
    },

    async receipt(paymentId) {
      const p = await store.get(opts.db, 'payment', paymentId);
      if (!p) return null;
      return {
        paymentId: p.id,
        description: p.description,
        amountCents: p.amountCents,
        currency: p.currency,
        paidAt: new Date(p.paidAt),
        cardBrand: p.card.brand,
        cardLast4: p.card.last4,
        refunded: p.refunded,
      };
    },
  };
}
