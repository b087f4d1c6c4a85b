import { FREE_PLAN, findPlan } from '@castmyscript/api/contract';

import type { BillingEvent, ProviderName } from '../../adapters/payments/payments-port';
import type { Database, Tx } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { CreditLedger } from '../credits/credit-ledger';
import type { BillingDal, NewTransaction } from './billing-dal';
import { PERIOD_REASONS, paymentColumns } from './billing-fns';
import type { ReceiptFact } from './receipt-mail';
import { createSubscriptionRecords } from './subscription-records';

/**
 * The one place provider events become plans and credits (security checks 20–23, 26, 28, 29).
 * Each event is claimed by id in the same transaction as its effect, so a replay changes nothing;
 * every grant also carries its own ledger key (the session, the invoice, the payment), so two
 * events reporting one payment grant once.
 */
export type BillingEventsDeps = {
  database: Pick<Database, 'db'>;
  dal: BillingDal;
  credits: Pick<CreditLedger, 'balance' | 'grantPaygo' | 'revokePaygo' | 'startPeriod' | 'setPlan'>;
  provider: ProviderName;
  now: () => number;
  logger: Logger;
  /** Mails the receipts of an event's payments and refunds, once the event has committed. */
  receipts?: (facts: ReceiptFact[]) => void;
};

type Of<K extends BillingEvent['kind']> = Extract<BillingEvent, { kind: K }>;

export function createBillingEvents(deps: BillingEventsDeps) {
  const { dal, credits, provider, logger } = deps;
  const now = () => new Date(deps.now());
  const { upsertSubscription, endPlan } = createSubscriptionRecords({
    dal,
    credits,
    provider,
    now,
  });

  /**
   * The user behind a provider customer. Our customers table is the authority: the customer is
   * recorded before any checkout opens, so metadata (which anyone with dashboard access can edit)
   * is never trusted to pick whom to credit.
   */
  async function userFor(tx: Tx, customerId: string | null) {
    const userId = customerId ? await dal.userOfCustomer(provider, customerId, tx) : undefined;
    if (!userId) logger.warn({ customerId }, 'billing event for a customer we did not create');
    return userId;
  }

  async function checkoutCompleted(tx: Tx, e: Of<'checkout_completed'>, out: ReceiptFact[]) {
    const session = await dal.lockSession(provider, e.sessionId, tx);
    if (!session) {
      logger.warn({ sessionId: e.sessionId }, 'checkout event for a session we did not open');
      return;
    }
    if (e.userId && e.userId !== session.userId) {
      logger.error({ sessionId: e.sessionId }, 'checkout event names another user; ignored');
      return;
    }
    const at = now();
    const paid = e.paid || session.paymentStatus === 'paid';
    // A late "completed, unpaid" report must not hide a failure already reported.
    const unpaid = session.paymentStatus === 'failed' ? 'failed' : 'unpaid';
    const set: Parameters<BillingDal['updateSession']>[1] = {
      status: 'complete',
      paymentStatus: paid ? 'paid' : unpaid,
      subscriptionId: e.subscriptionId ?? session.subscriptionId,
      paymentId: e.payment?.paymentId ?? session.paymentId,
      updatedAt: at,
    };
    // A pack is credited only once its money is in (check 23), and once per session.
    if (session.packageType === 'paygo' && e.paid && !session.fulfilledAt) {
      await credits.grantPaygo(
        session.userId,
        session.pages!,
        `pack:${provider}:${session.sessionId}`,
        session.sessionId,
        tx,
      );
      const paidAt = new Date(Math.floor(at.getTime() / 1000) * 1000);
      const row: NewTransaction = {
        userId: session.userId,
        provider,
        sourceKey: `pack:${session.sessionId}`,
        packageType: 'paygo',
        packageName: session.packageName,
        pages: session.pages,
        amountCents: session.amountCents,
        currency: session.currency,
        status: 'paid',
        sessionId: session.sessionId,
        // Whole seconds, as providers report invoice payments, so the two kinds sort together.
        paidAt,
        ...paymentColumns(e.payment),
      };
      const inserted = await dal.insertTransaction(row, tx);
      if (inserted) {
        out.push({
          userId: session.userId,
          kind: 'purchase',
          what: `${session.pages} pay-as-you-go pages`,
          amountCents: session.amountCents,
          currency: session.currency,
          pages: session.pages,
          at: paidAt,
          receiptUrl: e.payment?.receiptUrl ?? null,
        });
      }
      set.fulfilledAt = at;
    }
    const subscriptionId = set.subscriptionId;
    if (session.packageType === 'subscription' && subscriptionId) {
      const sub = e.subscription
        ? await upsertSubscription(tx, e.subscription, session.userId)
        : await dal.lockSubscription(provider, subscriptionId, tx);
      // A second plan is never fulfilled; its payment is given back (security check 44).
      if (sub?.refusedAt) set.paymentStatus = 'refunded';
      // The first invoice may have been paid before this event arrived (check 22).
      else if (await dal.subscriptionPaid(provider, subscriptionId, tx)) set.fulfilledAt = at;
      await dal.nameSessionOnInvoices(provider, subscriptionId, session.sessionId, tx);
    }
    await dal.updateSession(session.id, set, tx);
  }

  async function invoicePaid(tx: Tx, e: Of<'invoice_paid'>, out: ReceiptFact[]) {
    const userId = await userFor(tx, e.customerId);
    if (!userId) return;
    const sub = e.subscription
      ? await upsertSubscription(tx, e.subscription, userId)
      : e.subscriptionId
        ? await dal.lockSubscription(provider, e.subscriptionId, tx)
        : undefined;
    const plan = findPlan(e.plan ?? sub?.packageName ?? '');
    const opensPeriod = PERIOD_REASONS.includes(e.billingReason);
    if (opensPeriod && plan && plan.package_name !== FREE_PLAN.package_name && !sub?.endedAt) {
      const balance = await credits.balance(userId, tx);
      // A late first invoice must not undo a renewal that was already applied.
      const stale = balance.plan !== FREE_PLAN.package_name && e.periodStart < balance.period_start;
      if (!stale) {
        await credits.startPeriod(
          userId,
          {
            plan: plan.package_name,
            allowance: plan.monthlyCredits,
            anchor: e.periodStart,
            periodStart: e.periodStart,
            periodEnd: e.periodEnd,
          },
          `invoice:${provider}:${e.invoiceId}`,
          e.invoiceId,
          tx,
        );
      }
    }
    if (e.amountCents > 0 || opensPeriod) {
      const session = e.subscriptionId
        ? await dal.sessionOfSubscription(provider, e.subscriptionId, tx)
        : undefined;
      const row: NewTransaction = {
        userId,
        provider,
        sourceKey: `invoice:${e.invoiceId}`,
        packageType: 'subscription',
        packageName: plan?.package_name ?? sub?.packageName ?? 'subscription',
        pages: null,
        amountCents: e.amountCents,
        currency: e.currency,
        status: 'paid',
        sessionId: e.billingReason === 'subscription_create' ? (session?.sessionId ?? null) : null,
        subscriptionId: e.subscriptionId,
        paidAt: e.paidAt,
        ...paymentColumns(e.payment),
      };
      const inserted = await dal.insertTransaction(row, tx);
      // A paid invoice is a receipt: the plan's first month, a renewal, a plan change's charge.
      if (inserted && e.amountCents > 0) {
        out.push({
          userId,
          kind: e.billingReason === 'subscription_cycle' ? 'renewal' : 'purchase',
          what: plan ? `${plan.name} plan, billed monthly` : 'Plan',
          amountCents: e.amountCents,
          currency: e.currency,
          pages: opensPeriod && plan ? plan.monthlyCredits : null,
          at: e.paidAt,
          receiptUrl: e.payment?.receiptUrl ?? null,
        });
      }
    }
    if (e.subscriptionId && !sub?.refusedAt)
      await dal.fulfilSubscriptionSessions(provider, e.subscriptionId, now(), tx);
  }

  async function subscriptionChanged(
    tx: Tx,
    e: Of<'subscription_updated' | 'subscription_deleted'>,
  ) {
    const snap = e.subscription;
    const userId = await userFor(tx, snap.customerId);
    if (!userId) return;
    const row = await upsertSubscription(tx, snap, userId);
    if (e.kind === 'subscription_deleted' || snap.status === 'canceled' || snap.endedAt) {
      await endPlan(tx, row, snap.endedAt ?? snap.currentPeriodEnd);
    }
  }

  async function refunded(tx: Tx, e: Of<'payment_refunded'>, out: ReceiptFact[]) {
    const t = await dal.transactionByPayment(provider, e.paymentId, tx);
    if (!t) return;
    // The pack's pages go back once, never below zero (check 29).
    const taken =
      t.packageType === 'paygo' && t.pages
        ? await credits.revokePaygo(
            t.userId,
            t.pages,
            `revoke:${provider}:${e.paymentId}`,
            t.id,
            tx,
          )
        : null;
    const status = e.refundedCents >= e.amountCents ? 'refunded' : 'partially_refunded';
    const at = t.refundedAt ?? now();
    await dal.updateTransaction(t.id, { status, refundedAt: at }, tx);
    // One receipt per change of the refund (the same report again changes nothing).
    if (status !== t.status) {
      const plan = findPlan(t.packageName);
      out.push({
        userId: t.userId,
        kind: 'refund',
        what: t.pages ? `${t.pages} pay-as-you-go pages` : `${plan?.name ?? 'Plan'} plan payment`,
        amountCents: e.refundedCents,
        currency: t.currency,
        pages: taken === null ? null : -taken,
        at: now(),
        receiptUrl: t.receiptUrl,
      });
    }
  }

  async function effect(tx: Tx, e: BillingEvent, out: ReceiptFact[]) {
    switch (e.kind) {
      case 'checkout_completed':
        return checkoutCompleted(tx, e, out);
      case 'checkout_failed':
      case 'checkout_expired': {
        const session = await dal.lockSession(provider, e.sessionId, tx);
        if (!session) return;
        const set =
          e.kind === 'checkout_failed'
            ? { paymentStatus: 'failed' }
            : { status: session.status === 'open' ? 'expired' : session.status };
        return dal.updateSession(session.id, { ...set, updatedAt: now() }, tx);
      }
      case 'invoice_paid':
        return invoicePaid(tx, e, out);
      case 'subscription_updated':
      case 'subscription_deleted':
        return subscriptionChanged(tx, e);
      case 'payment_refunded':
        return refunded(tx, e, out);
    }
  }

  return {
    /** Applies one event once; 'duplicate' when its id was already processed. */
    async apply(event: BillingEvent): Promise<'applied' | 'duplicate'> {
      const facts: ReceiptFact[] = [];
      const outcome = await deps.database.db.transaction(async (tx) => {
        if (!(await dal.claimEvent(provider, event.eventId, event.type, now(), tx))) {
          return 'duplicate' as const;
        }
        facts.length = 0;
        await effect(tx, event, facts);
        return 'applied' as const;
      });
      if (facts.length > 0) deps.receipts?.(facts);
      return outcome;
    },

    /**
     * Ends, on read, plans cancelled at period end whose period is over, in case the provider's
     * own notice is late or never comes (check 28).
     */
    async settle(userId: string): Promise<void> {
      const due = await dal.endedButLive(userId, now());
      if (due.length === 0) return;
      await deps.database.db.transaction(async (tx) => {
        for (const row of await dal.endedButLive(userId, now(), tx)) {
          const locked = await dal.lockSubscription(provider, row.subscriptionId, tx);
          if (locked) await endPlan(tx, locked, locked.currentPeriodEnd);
        }
      });
    },
  };
}

export type BillingEvents = ReturnType<typeof createBillingEvents>;
