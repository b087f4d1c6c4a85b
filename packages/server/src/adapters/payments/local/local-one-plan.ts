/**
 * One live plan per customer at the local processor (security check 44): a second plan's payment
 * is refused before any charge, and a plan the app refused anyway is ended and refunded here.
 */
import type { Tx } from '../../../db/database';
import type { LocalBooks } from './local-books';
import { snapshotOf } from './local-events';
import { localId, type LocalStore } from './local-store';

export function createLocalOnePlan(deps: {
  store: LocalStore;
  books: Pick<LocalBooks, 'emit' | 'saveSub'>;
  now: () => number;
}) {
  const { store, books, now } = deps;

  return {
    /**
     * Whether the customer already holds a live plan. The customer row is locked first, so two
     * payments of the same customer decide one after the other even when neither plan exists yet
     * (plans are only created under that lock, so the read itself needs none).
     */
    async holdsPlan(tx: Tx, customerId: string): Promise<boolean> {
      await store.get(tx, 'customer', customerId, true);
      const live = await store.findAll(tx, 'subscription', { customerId, status: 'active' });
      return live.length > 0;
    },

    /** Ends the plan now and refunds every payment it took; repeating it changes nothing. */
    async cancelAndRefund(subscriptionId: string): Promise<void> {
      await store.transaction(async (tx) => {
        const sub = await store.get(tx, 'subscription', subscriptionId, true);
        if (!sub) throw new Error(`no local subscription ${subscriptionId}`);
        if (sub.status === 'active') {
          const ended = await books.saveSub(tx, {
            ...sub,
            status: 'canceled',
            canceledAt: now(),
            endedAt: now(),
          });
          await books.emit(tx, {
            kind: 'subscription_deleted',
            eventId: localId('levt'),
            type: 'customer.subscription.deleted',
            subscription: snapshotOf(ended),
          });
        }
        for (const payment of await store.lockAll(tx, 'payment', { subscriptionId })) {
          if (payment.refunded) continue;
          await store.put(tx, { ...payment, refunded: true }, new Date(now()));
          await books.emit(tx, {
            kind: 'payment_refunded',
            eventId: localId('levt'),
            type: 'charge.refunded',
            paymentId: payment.id,
            amountCents: payment.amountCents,
            refundedCents: payment.amountCents,
          });
        }
      });
    },
  };
}
