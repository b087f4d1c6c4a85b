/**
 * The local provider's bookkeeping: payments, invoices, the billing calendar and the event outbox.
 * Every function runs inside the caller's transaction on the provider's own table.
 */
import { findPlan } from '@castmyscript/api/contract';

import type { Executor, Tx } from '../../../db/database';
import type { BillingEvent } from '../payments-port';
import { paymentDetails, snapshotOf } from './local-events';
import { localId, type LocalStore } from './local-store';
import type { LocalCard, LocalPayment, LocalSession, LocalSubscription } from './local-types';

/** The processor's billing calendar: the anchor's day of month, or the month's last day. */
export function monthsAfter(anchor: number, months: number): number {
  const a = new Date(anchor);
  const y = a.getUTCFullYear();
  const m = a.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(anchor);
  d.setUTCFullYear(y, m, Math.min(a.getUTCDate(), last));
  return d.getTime();
}

export const priceOf = (plan: string) => (findPlan(plan)?.amount ?? 0) * 100;

export function createLocalBooks(deps: {
  store: LocalStore;
  now: () => number;
  receiptUrl: (paymentId: string) => string;
}) {
  const { store, now, receiptUrl } = deps;
  let seq = 0;

  async function emit(tx: Tx, event: BillingEvent) {
    const id = event.eventId;
    // Ordered by creation so a renewal is reported after the checkout that started it.
    await store.put(
      tx,
      { kind: 'event', id, seq: now() * 1000 + (seq++ % 1000), event },
      new Date(now()),
    );
  }

  async function charge(
    tx: Tx,
    description: string,
    amountCents: number,
    card: LocalCard,
    subscriptionId?: string,
  ) {
    const payment: LocalPayment = {
      ...(subscriptionId ? { subscriptionId } : {}),
      kind: 'payment',
      id: localId('lpay'),
      description,
      amountCents,
      currency: 'usd',
      paidAt: now(),
      card,
      refunded: false,
    };
    await store.put(tx, payment, new Date(now()));
    return payment;
  }

  /** One paid invoice of a subscription: the customer's credit first, then the card. */
  async function invoice(tx: Tx, sub: LocalSubscription, reason: string, amountCents: number) {
    const customer = (await store.get(tx, 'customer', sub.customerId, true))!;
    const fromCredit = Math.min(customer.balanceCents, amountCents);
    if (fromCredit > 0) {
      await store.put(
        tx,
        { ...customer, balanceCents: customer.balanceCents - fromCredit },
        new Date(now()),
      );
    }
    const due = amountCents - fromCredit;
    const plan = findPlan(sub.plan)!;
    const payment = due > 0 ? await charge(tx, `${plan.name} plan`, due, sub.card, sub.id) : null;
    await emit(tx, {
      kind: 'invoice_paid',
      eventId: localId('levt'),
      type: 'invoice.paid',
      invoiceId: localId('lin'),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      billingReason: reason,
      plan: sub.plan,
      periodStart: new Date(sub.periodStart),
      periodEnd: new Date(sub.periodEnd),
      amountCents: due,
      currency: 'usd',
      paidAt: new Date(now()),
      payment: payment ? paymentDetails(payment, receiptUrl(payment.id)) : null,
      subscription: snapshotOf(sub),
    });
  }

  async function saveSub(tx: Tx, sub: LocalSubscription) {
    await store.put(tx, sub, new Date(now()));
    return sub;
  }

  /** Renewals and ends that fell due by `at`, each reported once. */
  async function tick(at: number) {
    await store.transaction(async (tx) => {
      for (let sub of await store.lockDue(
        tx,
        'subscription',
        { status: 'active' },
        'periodEnd',
        at,
      )) {
        while (sub.status === 'active' && sub.periodEnd <= at) {
          if (sub.cancelAtPeriodEnd) {
            sub = await saveSub(tx, { ...sub, status: 'canceled', endedAt: sub.periodEnd });
            await emit(tx, {
              kind: 'subscription_deleted',
              eventId: localId('levt'),
              type: 'customer.subscription.deleted',
              subscription: snapshotOf(sub),
            });
            break;
          }
          const period = sub.period + 1;
          sub = await saveSub(tx, {
            ...sub,
            period,
            periodStart: sub.periodEnd,
            periodEnd: monthsAfter(sub.anchor, period + 1),
          });
          await invoice(tx, sub, 'subscription_cycle', priceOf(sub.plan));
        }
      }
      for (const session of await store.lockDue(
        tx,
        'session',
        { status: 'open' },
        'expiresAt',
        at,
      )) {
        if (session.expiresAt <= at) await expire(tx, session);
      }
    });
  }

  async function expire(tx: Tx, session: LocalSession, replaced = false) {
    await store.put(
      tx,
      { ...session, status: 'expired', ...(replaced ? { replaced } : {}) },
      new Date(now()),
    );
    await emit(tx, {
      kind: 'checkout_expired',
      eventId: localId('levt'),
      type: 'checkout.session.expired',
      sessionId: session.id,
    });
  }

  async function completedEvent(ex: Executor, session: LocalSession): Promise<BillingEvent> {
    const payment = session.paymentId
      ? await store.get(ex, 'payment', session.paymentId)
      : undefined;
    const sub = session.subscriptionId
      ? await store.get(ex, 'subscription', session.subscriptionId)
      : undefined;
    return {
      kind: 'checkout_completed',
      eventId: localId('levt'),
      type: 'checkout.session.completed',
      sessionId: session.id,
      userId: session.userId,
      customerId: session.customerId,
      paid: true,
      subscriptionId: session.subscriptionId,
      payment: payment ? paymentDetails(payment, receiptUrl(payment.id)) : null,
      subscription: sub ? snapshotOf(sub) : null,
    };
  }

  return { emit, charge, invoice, saveSub, tick, expire, completedEvent };
}

export type LocalBooks = ReturnType<typeof createLocalBooks>;
