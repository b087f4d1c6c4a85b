import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import {
  billingCheckoutSessions,
  type BillingCheckoutSessionRow,
  billingCustomers,
  billingEvents,
  billingSubscriptions,
  type BillingSubscriptionRow,
  billingTransactions,
  type BillingTransactionRow,
} from '../../db/schema';
import { byProviderKey, lockByProviderKey } from './provider-key';

type NewSession = typeof billingCheckoutSessions.$inferInsert;
type NewSubscription = typeof billingSubscriptions.$inferInsert;
export type NewTransaction = typeof billingTransactions.$inferInsert;

/** Data access for the billing tables. Each call joins `tx` when given. */
export function createBillingDal(db: Db) {
  const on = (tx?: Tx) => tx ?? db;
  return {
    async customerOf(userId: string, provider: string): Promise<string | undefined> {
      const [row] = await db
        .select()
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
      return row?.customerId;
    },
    /** Keeps the first customer recorded for the user; returns the one that is kept. */
    async saveCustomer(userId: string, provider: string, customerId: string): Promise<string> {
      await db
        .insert(billingCustomers)
        .values({ userId, provider, customerId })
        .onConflictDoNothing();
      return (await this.customerOf(userId, provider))!;
    },
    async userOfCustomer(provider: string, customerId: string, tx?: Tx) {
      const [row] = await on(tx)
        .select()
        .from(billingCustomers)
        .where(byProviderKey(billingCustomers, 'customerId', provider, customerId));
      return row?.userId;
    },

    /**
     * Locks the user's customer row: plans of one user are recorded one after the other, so two
     * first reports of two plans cannot both see "no other plan" (security check 44).
     */
    async lockCustomer(userId: string, provider: string, tx: Tx) {
      await lockByProviderKey(tx, billingCustomers, 'userId', provider, userId);
    },

    /** True the first time an event id is seen; the caller's transaction then applies it. */
    async claimEvent(provider: string, eventId: string, type: string, at: Date, tx: Tx) {
      const rows = await tx
        .insert(billingEvents)
        .values({ provider, eventId, type, processedAt: at })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0;
    },

    async createSession(values: NewSession): Promise<BillingCheckoutSessionRow> {
      const [row] = await db.insert(billingCheckoutSessions).values(values).returning();
      return row;
    },
    /** Locks the session row so two events for it apply one after the other. */
    async lockSession(provider: string, sessionId: string, tx: Tx) {
      return lockByProviderKey(tx, billingCheckoutSessions, 'sessionId', provider, sessionId);
    },
    async findSession(provider: string, sessionId: string, userId: string) {
      const [row] = await db
        .select()
        .from(billingCheckoutSessions)
        .where(
          and(
            byProviderKey(billingCheckoutSessions, 'sessionId', provider, sessionId),
            eq(billingCheckoutSessions.userId, userId),
          ),
        );
      return row as BillingCheckoutSessionRow | undefined;
    },
    async updateSession(id: string, set: Partial<NewSession>, tx: Tx) {
      await tx.update(billingCheckoutSessions).set(set).where(eq(billingCheckoutSessions.id, id));
    },
    async fulfilSubscriptionSessions(provider: string, subscriptionId: string, at: Date, tx: Tx) {
      await tx
        .update(billingCheckoutSessions)
        .set({ fulfilledAt: at, updatedAt: at })
        .where(
          and(
            byProviderKey(billingCheckoutSessions, 'subscriptionId', provider, subscriptionId),
            isNull(billingCheckoutSessions.fulfilledAt),
          ),
        );
    },

    async sessionOfSubscription(provider: string, subscriptionId: string, tx: Tx) {
      const [row] = await tx
        .select()
        .from(billingCheckoutSessions)
        .where(byProviderKey(billingCheckoutSessions, 'subscriptionId', provider, subscriptionId));
      return row as BillingCheckoutSessionRow | undefined;
    },
    /** The first invoice, paid before its checkout event arrived, learns its session afterwards. */
    async nameSessionOnInvoices(
      provider: string,
      subscriptionId: string,
      sessionId: string,
      tx: Tx,
    ) {
      const [first] = await tx
        .select()
        .from(billingTransactions)
        .where(byProviderKey(billingTransactions, 'subscriptionId', provider, subscriptionId))
        .orderBy(asc(billingTransactions.paidAt), asc(billingTransactions.seq))
        .limit(1);
      if (first && !first.sessionId) {
        await tx
          .update(billingTransactions)
          .set({ sessionId })
          .where(eq(billingTransactions.id, first.id));
      }
    },

    async lockSubscription(provider: string, subscriptionId: string, tx: Tx) {
      return lockByProviderKey(
        tx,
        billingSubscriptions,
        'subscriptionId',
        provider,
        subscriptionId,
      );
    },
    /** Undefined when another transaction recorded it first (two events racing). */
    async insertSubscription(values: NewSubscription, tx: Tx) {
      const [row] = await tx
        .insert(billingSubscriptions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row as BillingSubscriptionRow | undefined;
    },
    async updateSubscription(id: string, set: Partial<NewSubscription>, tx?: Tx) {
      const [row] = await on(tx)
        .update(billingSubscriptions)
        .set(set)
        .where(eq(billingSubscriptions.id, id))
        .returning();
      return row;
    },
    async subscriptionsOf(userId: string, tx?: Tx): Promise<BillingSubscriptionRow[]> {
      return on(tx)
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, userId))
        .orderBy(asc(billingSubscriptions.createdAt), asc(billingSubscriptions.id));
    },
    /** Subscriptions set to end whose period is over but that still give their plan. */
    async endedButLive(userId: string, now: Date, tx?: Tx) {
      return on(tx)
        .select()
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.userId, userId),
            eq(billingSubscriptions.cancelAtPeriodEnd, true),
            isNull(billingSubscriptions.endedAt),
            lte(billingSubscriptions.currentPeriodEnd, now),
          ),
        );
    },
    async newestSubscription(userId: string, tx?: Tx) {
      const [row] = await on(tx)
        .select()
        .from(billingSubscriptions)
        .where(and(eq(billingSubscriptions.userId, userId), isNull(billingSubscriptions.endedAt)))
        .orderBy(desc(billingSubscriptions.createdAt))
        .limit(1);
      return row as BillingSubscriptionRow | undefined;
    },

    /** One row per payment source; a second report of the same payment changes nothing. */
    async insertTransaction(values: NewTransaction, tx: Tx): Promise<boolean> {
      const rows = await tx
        .insert(billingTransactions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return rows.length > 0;
    },
    /** Locked, so two refund reports of one payment apply one after the other. */
    async transactionByPayment(provider: string, paymentId: string, tx: Tx) {
      return lockByProviderKey(tx, billingTransactions, 'paymentId', provider, paymentId);
    },
    async subscriptionPaid(provider: string, subscriptionId: string, tx: Tx) {
      const [row] = await tx
        .select({ id: billingTransactions.id })
        .from(billingTransactions)
        .where(byProviderKey(billingTransactions, 'subscriptionId', provider, subscriptionId))
        .limit(1);
      return row !== undefined;
    },
    async updateTransaction(id: string, set: Partial<NewTransaction>, tx: Tx) {
      await tx.update(billingTransactions).set(set).where(eq(billingTransactions.id, id));
    },
    async transactionsOf(userId: string): Promise<BillingTransactionRow[]> {
      return db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.userId, userId))
        .orderBy(asc(billingTransactions.paidAt), asc(billingTransactions.seq));
    },
  };
}

export type BillingDal = ReturnType<typeof createBillingDal>;
