import { FREE_PLAN } from '@castmyscript/api/contract';

import type { ProviderName, SubscriptionSnapshot } from '../../adapters/payments/payments-port';
import type { Tx } from '../../db/database';
import type { BillingSubscriptionRow } from '../../db/schema';
import type { CreditLedger } from '../credits/credit-ledger';
import { periodContaining } from '../credits/periods';
import type { BillingDal } from './billing-dal';
import { isLiveStatus } from './billing-fns';

/**
 * Our record of each subscription, kept in step with the provider's reports inside the event's
 * transaction, and the end of a plan (security check 28).
 */
export function createSubscriptionRecords(deps: {
  dal: BillingDal;
  credits: Pick<CreditLedger, 'startPeriod' | 'setPlan'>;
  provider: ProviderName;
  now: () => Date;
}) {
  const { dal, credits, provider, now } = deps;

  async function upsertSubscription(
    tx: Tx,
    snap: SubscriptionSnapshot,
    userId: string,
  ): Promise<BillingSubscriptionRow> {
    const at = now();
    const row = await dal.lockSubscription(provider, snap.subscriptionId, tx);
    if (!row) {
      // A user holds one plan (security check 44): a new one reported while another is live is
      // recorded as refused and ended, so it gives nothing; it is undone at the provider after
      // this commit. The lock makes two plans reported at the same moment decide in turn.
      await dal.lockCustomer(userId, provider, tx);
      const live = (await dal.subscriptionsOf(userId, tx)).some(
        (s) => s.subscriptionId !== snap.subscriptionId && !s.endedAt && isLiveStatus(s.status),
      );
      const refused =
        live && !snap.endedAt ? { refusedAt: at, endedAt: at, status: 'canceled' } : {};
      const created = await dal.insertSubscription(
        {
          userId,
          provider,
          subscriptionId: snap.subscriptionId,
          packageName: snap.plan ?? 'unknown',
          status: snap.status,
          currentPeriodStart: snap.currentPeriodStart,
          currentPeriodEnd: snap.currentPeriodEnd,
          cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
          canceledAt: snap.canceledAt,
          createdAt: at,
          updatedAt: at,
          ...refused,
        },
        tx,
      );
      // Another event for the same subscription may have inserted it meanwhile: update that one.
      if (created) return created;
      return upsertSubscription(tx, snap, userId);
    }
    const values = {
      packageName: snap.plan ?? row.packageName,
      status: row.endedAt ? 'canceled' : snap.status,
      cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
      canceledAt: snap.canceledAt,
      updatedAt: at,
      // A late event about an older period must not move the period back.
      ...(snap.currentPeriodEnd < row.currentPeriodEnd
        ? {}
        : { currentPeriodStart: snap.currentPeriodStart, currentPeriodEnd: snap.currentPeriodEnd }),
    };
    const updated = await dal.updateSubscription(row.id, values, tx);
    // A plan change takes effect now; its allowance comes with the next paid period.
    if (!row.endedAt && isLiveStatus(snap.status) && snap.plan && snap.plan !== row.packageName) {
      await credits.setPlan(userId, snap.plan, tx);
    }
    return updated;
  }

  /** The plan stops: Free from the end of its last period, pay-as-you-go kept (check 28). */
  async function endPlan(tx: Tx, row: BillingSubscriptionRow, endedAt: Date) {
    if (row.endedAt) return;
    await dal.updateSubscription(row.id, { status: 'canceled', endedAt, updatedAt: now() }, tx);
    const others = (await dal.subscriptionsOf(row.userId, tx)).filter(
      (s) => s.id !== row.id && !s.endedAt && isLiveStatus(s.status),
    );
    if (others.length > 0) return;
    const period = periodContaining(endedAt, now());
    await credits.startPeriod(
      row.userId,
      {
        plan: FREE_PLAN.package_name,
        allowance: FREE_PLAN.monthlyCredits,
        anchor: endedAt,
        periodStart: period.start,
        periodEnd: period.end,
      },
      `plan_end:${provider}:${row.subscriptionId}`,
      row.subscriptionId,
      tx,
    );
  }

  return { upsertSubscription, endPlan };
}
