import {
  type BillingEvent,
  type PaymentsPort,
  WebhookRejected,
} from '../../adapters/payments/payments-port';
import type { Logger } from '../../lib/logger';
import { ServiceError } from '../service-error';
import type { BillingEvents } from './billing-events';
import type { OnePlan } from './one-plan';

/**
 * How provider events reach the billing rules: pushed by a signed webhook (Stripe), or pulled from
 * the provider's outbox before a read (the local provider's completed checkouts and renewals).
 * Both paths end in the same `events.apply`.
 */
export type BillingSyncDeps = {
  payments: Pick<PaymentsPort, 'readWebhook' | 'pendingEvents' | 'acknowledge'>;
  events: Pick<BillingEvents, 'apply' | 'settle'>;
  onePlan: Pick<OnePlan, 'settleRefusals'>;
  now: () => number;
  logger: Logger;
};

export function createBillingSync(deps: BillingSyncDeps) {
  const { payments, events } = deps;
  // One pull at a time in this process; another process pulling too is harmless (ids dedupe).
  let pulling: Promise<void> = Promise.resolve();

  async function applyAll(list: BillingEvent[]) {
    for (const event of list) await events.apply(event);
    // After the commits: a plan refused by these events (or an earlier try) is undone now.
    await deps.onePlan.settleRefusals();
  }

  function pull(): Promise<void> {
    const pendingEvents = payments.pendingEvents?.bind(payments);
    if (!pendingEvents) return Promise.resolve();
    const run = pulling.then(async () => {
      const list = await pendingEvents(new Date(deps.now()));
      await applyAll(list);
      if (list.length > 0) await payments.acknowledge?.(list.map((e) => e.eventId));
    });
    pulling = run.catch(() => undefined);
    return run;
  }

  return {
    pull,

    /** Brings a user's billing up to date before it is read. */
    async refresh(userId: string): Promise<void> {
      await pull();
      await events.settle(userId);
    },

    /** A webhook delivery: 400 unless signed and fresh, then each event applied once. */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<number> {
      if (!payments.readWebhook) throw new ServiceError('not_found', 'Not found');
      let list: BillingEvent[];
      try {
        list = await payments.readWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookRejected) {
          deps.logger.warn({ reason: err.message }, 'webhook rejected');
          throw new ServiceError('invalid', `Webhook rejected: ${err.message}`);
        }
        throw err;
      }
      await applyAll(list);
      return list.length;
    },
  };
}

export type BillingSync = ReturnType<typeof createBillingSync>;
