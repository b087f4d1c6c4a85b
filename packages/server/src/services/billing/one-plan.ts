import { findPlan } from '@castmyscript/api/contract';

import type { PaymentsPort } from '../../adapters/payments/payments-port';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { secondPlanRefunded } from '../activities/activity-entries';
import type { ActivityLog } from '../activities/activity-log';
import type { BillingDal } from './billing-dal';
import type { OnePlanDal } from './one-plan-dal';

/**
 * A user never holds two paid plans (security check 44). The billing rules refuse a second plan
 * inside the event's transaction (subscription-records); the provider calls that undo it happen
 * here, after the commit, and are repeated on every later sync until they succeed. Opening a plan
 * checkout also closes the user's other open ones, so at most one can still be paid.
 */
export function createOnePlan(deps: {
  database: Pick<Database, 'db'>;
  dal: Pick<BillingDal, 'newestSubscription' | 'sessionOfSubscription'>;
  onePlanDal: OnePlanDal;
  payments: Pick<PaymentsPort, 'provider' | 'cancelAndRefund' | 'expireCheckout'>;
  activities: Pick<ActivityLog, 'record'>;
  now: () => number;
  logger: Logger;
}) {
  const { dal, onePlanDal, payments, logger } = deps;
  const provider = payments.provider;
  const planName = (name: string | undefined) => findPlan(name ?? '')?.name ?? 'current';
  // One settling at a time in this process; another process settling too is harmless (the
  // provider calls carry idempotency keys and the user is told once).
  let settling: Promise<void> = Promise.resolve();

  async function settleAll(): Promise<void> {
    for (const row of await onePlanDal.unsettledRefusals(provider)) {
      try {
        await payments.cancelAndRefund(row.subscriptionId);
      } catch (err) {
        logger.error({ err, subscriptionId: row.subscriptionId }, 'refused plan not undone yet');
        continue;
      }
      await deps.database.db.transaction(async (tx) => {
        if (!(await onePlanDal.settleRefusal(row.id, new Date(deps.now()), tx))) return;
        const current = await dal.newestSubscription(row.userId, tx);
        const session = await dal.sessionOfSubscription(provider, row.subscriptionId, tx);
        await deps.activities.record(
          row.userId,
          secondPlanRefunded(
            planName(row.packageName),
            planName(current?.packageName),
            session?.sessionId ?? null,
          ),
          tx,
        );
      });
    }
  }

  return {
    /** Cancels and refunds each refused plan at the provider, then tells its user once. */
    settleRefusals(): Promise<void> {
      const run = settling.then(settleAll);
      settling = run.catch(() => undefined);
      return run;
    },

    /** Closes the user's plan checkouts opened before `newest`; one that cannot close is logged. */
    async expireOthers(userId: string, newest: Date): Promise<void> {
      for (const row of await onePlanDal.openPlanSessions(userId, provider, newest)) {
        try {
          await payments.expireCheckout(row.sessionId);
          await onePlanDal.markExpired(row.id, new Date(deps.now()));
        } catch (err) {
          logger.error({ err, sessionId: row.sessionId }, 'older plan checkout not expired');
        }
      }
    },
  };
}

export type OnePlan = ReturnType<typeof createOnePlan>;
