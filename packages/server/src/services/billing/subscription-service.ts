import { randomUUID } from 'node:crypto';

import {
  BILLING_MESSAGES,
  type CreditsData,
  findPlan,
  type LedgerData,
  type ProrationPreviewData,
  type SubscriptionDetail,
  type SubscriptionDetailsData,
  type SubscriptionsData,
  type TransactionsData,
} from '@castmyscript/api/contract';

import type { PaymentsPort, PlanName } from '../../adapters/payments/payments-port';
import type { UserRow } from '../../db/schema';
import type { CreditLedger } from '../credits/credit-ledger';
import { toLedgerEntry } from '../credits/ledger-notes';
import { ServiceError } from '../service-error';
import type { BillingDal } from './billing-dal';
import type { BillingEvents } from './billing-events';
import {
  epochS,
  isLiveStatus,
  toCredits,
  toSubscriptionDetail,
  toSubscriptionRecord,
  toTransactionRecord,
} from './billing-fns';
import type { BillingSync } from './billing-sync';

/** A preview older than this is not reused: prices would be for a moment long gone. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;

/**
 * Reading and changing the user's plan (subscription display, plan change; security checks 27, 28,
 * 30). Every read first brings billing up to date, so a plan cancelled at period
 * end reads as Free once that end has passed.
 */
export type SubscriptionDeps = {
  dal: BillingDal;
  payments: Pick<
    PaymentsPort,
    'provider' | 'previewPlanChange' | 'changePlan' | 'cancelAtPeriodEnd'
  >;
  credits: Pick<CreditLedger, 'balance' | 'entries'>;
  events: Pick<BillingEvents, 'apply'>;
  sync: Pick<BillingSync, 'refresh'>;
  now: () => number;
};

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { dal, payments } = deps;

  async function live(userId: string) {
    const row = await dal.newestSubscription(userId);
    return row && isLiveStatus(row.status) ? row : undefined;
  }

  async function mustHaveLive(userId: string) {
    const row = await live(userId);
    if (!row || row.provider !== payments.provider) {
      throw new ServiceError('not_found', BILLING_MESSAGES.noSubscription);
    }
    return row;
  }

  function targetPlan(name: string): PlanName {
    const plan = findPlan(name);
    if (!plan || plan.amount === 0) throw new ServiceError('invalid', BILLING_MESSAGES.unknownPlan);
    return plan.package_name;
  }

  async function detail(userId: string): Promise<SubscriptionDetail> {
    const row = (await dal.newestSubscription(userId))!;
    return toSubscriptionDetail(row, await deps.credits.balance(userId));
  }

  return {
    async credits(user: UserRow): Promise<CreditsData> {
      await deps.sync.refresh(user.id);
      return toCredits(await deps.credits.balance(user.id));
    },

    /** GET credits/ledger: after any plan ended or renewed, so the entries meet the balance. */
    async ledger(user: UserRow, page: number): Promise<LedgerData> {
      await deps.sync.refresh(user.id);
      const { rows, total } = await deps.credits.entries(user.id, page);
      return { entries: rows.map(toLedgerEntry), total, page };
    },

    async details(user: UserRow): Promise<SubscriptionDetailsData> {
      await deps.sync.refresh(user.id);
      const balance = await deps.credits.balance(user.id);
      const row = await live(user.id);
      return [
        {
          paygo_credits: balance.paygo_credits,
          subscription: row ? toSubscriptionDetail(row, balance) : null,
        },
      ];
    },

    async list(user: UserRow): Promise<SubscriptionsData> {
      await deps.sync.refresh(user.id);
      return { subscriptions: (await dal.subscriptionsOf(user.id)).map(toSubscriptionRecord) };
    },

    async transactions(user: UserRow): Promise<TransactionsData> {
      await deps.sync.refresh(user.id);
      return { transactions: (await dal.transactionsOf(user.id)).map(toTransactionRecord) };
    },

    async preview(user: UserRow, packageName: string): Promise<ProrationPreviewData> {
      await deps.sync.refresh(user.id);
      const plan = targetPlan(packageName);
      const row = await mustHaveLive(user.id);
      if (row.packageName === plan) throw new ServiceError('invalid', BILLING_MESSAGES.currentPlan);
      const prorationDate = Math.floor(deps.now() / 1000);
      const p = await payments.previewPlanChange({
        subscriptionId: row.subscriptionId,
        plan,
        prorationDate,
      });
      // Kept so the update charges what was shown (check 27).
      await dal.updateSubscription(row.id, {
        previewPackageName: plan,
        previewProrationDate: new Date(prorationDate * 1000),
      });
      return {
        immediate_charge: p.immediateChargeCents / 100,
        proration_amount: p.prorationCents / 100,
        next_billing_amount: p.nextBillingCents / 100,
        next_billing_date: epochS(p.nextBillingDate),
        proration_date: prorationDate,
      };
    },

    async update(user: UserRow, packageName: string): Promise<SubscriptionDetail> {
      await deps.sync.refresh(user.id);
      const plan = targetPlan(packageName);
      const row = await mustHaveLive(user.id);
      if (row.packageName === plan) throw new ServiceError('invalid', BILLING_MESSAGES.currentPlan);
      const previewed = row.previewPackageName === plan ? row.previewProrationDate : null;
      const fresh =
        previewed !== null &&
        deps.now() - previewed.getTime() < PREVIEW_TTL_MS &&
        previewed < row.currentPeriodEnd;
      const prorationDate = Math.floor((fresh ? previewed.getTime() : deps.now()) / 1000);
      const snapshot = await payments.changePlan({
        subscriptionId: row.subscriptionId,
        plan,
        prorationDate,
        idempotencyKey: `plan-${row.id}-${plan}-${prorationDate}`,
      });
      await dal.updateSubscription(row.id, {
        previewPackageName: null,
        previewProrationDate: null,
      });
      // Recorded now through the event rules; the provider's own notice later changes nothing.
      await deps.events.apply({
        kind: 'subscription_updated',
        eventId: `plan-change:${randomUUID()}`,
        type: 'plan_change',
        subscription: { ...snapshot, userId: user.id },
      });
      return detail(user.id);
    },

    async cancel(user: UserRow): Promise<SubscriptionDetail> {
      await deps.sync.refresh(user.id);
      const row = await mustHaveLive(user.id);
      if (row.cancelAtPeriodEnd)
        throw new ServiceError('conflict', BILLING_MESSAGES.alreadyCancelled);
      const snapshot = await payments.cancelAtPeriodEnd(row.subscriptionId, `cancel-${row.id}`);
      await deps.events.apply({
        kind: 'subscription_updated',
        eventId: `cancel:${randomUUID()}`,
        type: 'cancel_at_period_end',
        subscription: { ...snapshot, userId: user.id },
      });
      return detail(user.id);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
