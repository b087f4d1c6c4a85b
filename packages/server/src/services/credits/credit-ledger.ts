import { PLANS } from '@castmyscript/api/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database, Tx } from '../../db/database';
import {
  creditAccounts,
  type CreditAccountRow,
  creditLedger,
  type CreditPool,
  users,
} from '../../db/schema';
import { periodContaining } from './periods';

/** The credits object of spec 2 §3, plus the plan and period the monthly pool belongs to. */
export type CreditBalance = {
  plan: string;
  paygo_credits: number;
  page_credits_this_month: number;
  page_credits_used_this_month: number;
  period_start: Date;
  period_end: Date;
};

export type ChargeResult =
  | { outcome: 'charged' | 'already_charged'; monthly: number; paygo: number }
  | { outcome: 'insufficient'; needed: number; available: number };

export type PeriodStart = {
  plan: string;
  allowance: number;
  /** The day of the month periods renew on (subscription start; sign-up for Free). */
  anchor: Date;
  periodStart: Date;
  periodEnd: Date;
};

type Change = { pool: CreditPool; delta: number; reason: string; key: string; reference?: string };

const FREE = PLANS.find((p) => p.package_name === 'free_monthly')!;

const toBalance = (a: CreditAccountRow): CreditBalance => ({
  plan: a.plan,
  paygo_credits: a.paygo,
  page_credits_this_month: a.monthlyAllowance,
  page_credits_used_this_month: a.monthlyUsed,
  period_start: a.periodStart,
  period_end: a.periodEnd,
});

/**
 * The only writer of page credits (SECURITY-CHECKS "Credits"): every change locks the user's
 * account row, applies the change and records it in the ledger under a unique key, in one
 * transaction. A repeated key changes nothing, so callers may retry freely.
 *
 * Free accounts renew lazily on their monthly anniversary whenever the account is touched; paid
 * plans renew only when billing reports a paid invoice (`startPeriod`).
 */
export function createCreditLedger(deps: { database: Database; now?: () => number }) {
  const db = deps.database.db;
  const now = () => new Date((deps.now ?? Date.now)());
  const inTx = <T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    tx ? fn(tx) : db.transaction(fn);

  async function record(tx: Tx, userId: string, changes: Change[]): Promise<void> {
    const rows = changes.filter((c) => c.delta !== 0);
    if (rows.length === 0) return;
    await tx.insert(creditLedger).values(
      rows.map((c) => ({
        userId,
        pool: c.pool,
        delta: c.delta,
        reason: c.reason,
        idempotencyKey: c.key,
        reference: c.reference,
        createdAt: now(),
      })),
    );
  }

  async function keysUsed(tx: Tx, keys: string[]) {
    return tx.select().from(creditLedger).where(inArray(creditLedger.idempotencyKey, keys));
  }

  /** Creates the account on first use (Free, anchored on sign-up), locks it and renews Free. */
  async function lockAccount(tx: Tx, userId: string): Promise<CreditAccountRow> {
    const [user] = await tx
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    const period = periodContaining(user.createdAt, now());
    const created = await tx
      .insert(creditAccounts)
      .values({
        userId,
        plan: FREE.package_name,
        monthlyAllowance: FREE.monthlyCredits,
        periodAnchor: user.createdAt,
        periodStart: period.start,
        periodEnd: period.end,
      })
      .onConflictDoNothing()
      .returning();
    if (created.length > 0) {
      await record(tx, userId, [
        { pool: 'monthly', delta: FREE.monthlyCredits, reason: 'signup', key: `signup:${userId}` },
      ]);
    }
    const [account] = await tx
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId))
      .for('update');
    if (account.plan !== FREE.package_name || account.periodEnd.getTime() > now().getTime()) {
      return account;
    }
    const next = periodContaining(account.periodAnchor, now());
    return resetMonthly(
      tx,
      account,
      {
        plan: FREE.package_name,
        allowance: FREE.monthlyCredits,
        anchor: account.periodAnchor,
        periodStart: next.start,
        periodEnd: next.end,
      },
      `renewal:${userId}:${next.start.toISOString()}`,
      'renewal',
    );
  }

  /** Monthly pool back to a full allowance; the ledger row is the difference to what was left. */
  async function resetMonthly(
    tx: Tx,
    account: CreditAccountRow,
    p: PeriodStart,
    key: string,
    reason: string,
    reference?: string,
  ): Promise<CreditAccountRow> {
    if ((await keysUsed(tx, [key])).length > 0) return account;
    const left = account.monthlyAllowance - account.monthlyUsed;
    const [updated] = await tx
      .update(creditAccounts)
      .set({
        plan: p.plan,
        monthlyAllowance: p.allowance,
        monthlyUsed: 0,
        periodAnchor: p.anchor,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        updatedAt: now(),
      })
      .where(eq(creditAccounts.userId, account.userId))
      .returning();
    // A zero difference still has to claim the key, or a replay could apply a later change twice.
    await tx.insert(creditLedger).values({
      userId: account.userId,
      pool: 'monthly',
      delta: p.allowance - left,
      reason,
      idempotencyKey: key,
      reference,
      createdAt: now(),
    });
    return updated;
  }

  async function update(tx: Tx, userId: string, set: Partial<CreditAccountRow>) {
    await tx
      .update(creditAccounts)
      .set({ ...set, updatedAt: now() })
      .where(eq(creditAccounts.userId, userId));
  }

  return {
    async balance(userId: string, tx?: Tx): Promise<CreditBalance> {
      return inTx(tx, async (t) => toBalance(await lockAccount(t, userId)));
    },

    /**
     * Takes `pages` credits, monthly first, then pay-as-you-go, or nothing at all. `key` names the
     * charge (e.g. the document); the same key never charges twice.
     */
    async charge(
      userId: string,
      pages: number,
      key: string,
      reference?: string,
      tx?: Tx,
    ): Promise<ChargeResult> {
      if (!Number.isInteger(pages) || pages <= 0) throw new Error(`bad page count ${pages}`);
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        const done = await keysUsed(t, [`charge:${key}:monthly`, `charge:${key}:paygo`]);
        if (done.length > 0) {
          const part = (pool: CreditPool) => -(done.find((r) => r.pool === pool)?.delta ?? 0);
          return { outcome: 'already_charged', monthly: part('monthly'), paygo: part('paygo') };
        }
        const left = account.monthlyAllowance - account.monthlyUsed;
        if (left + account.paygo < pages) {
          return { outcome: 'insufficient', needed: pages, available: left + account.paygo };
        }
        const monthly = Math.min(left, pages);
        const paygo = pages - monthly;
        await update(t, userId, {
          monthlyUsed: account.monthlyUsed + monthly,
          paygo: account.paygo - paygo,
        });
        await record(t, userId, [
          {
            pool: 'monthly',
            delta: -monthly,
            reason: 'charge',
            key: `charge:${key}:monthly`,
            reference,
          },
          { pool: 'paygo', delta: -paygo, reason: 'charge', key: `charge:${key}:paygo`, reference },
        ]);
        return { outcome: 'charged', monthly, paygo };
      });
    },

    /**
     * Gives back what the charge `key` took, once. Monthly credits return to the monthly pool only
     * as far as it has been used since (a renewal in between already refilled it).
     */
    async refund(userId: string, key: string, tx?: Tx): Promise<number> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        const charged = await keysUsed(t, [`charge:${key}:monthly`, `charge:${key}:paygo`]);
        const refunded = await keysUsed(t, [`refund:${key}:monthly`, `refund:${key}:paygo`]);
        if (charged.length === 0 || refunded.length > 0) return 0;
        const took = (pool: CreditPool) => -(charged.find((r) => r.pool === pool)?.delta ?? 0);
        const monthly = Math.min(took('monthly'), account.monthlyUsed);
        const paygo = took('paygo');
        await update(t, userId, {
          monthlyUsed: account.monthlyUsed - monthly,
          paygo: account.paygo + paygo,
        });
        // Always claim the refund key, even for a zero amount, so a retry is a no-op.
        await t.insert(creditLedger).values(
          (['monthly', 'paygo'] as const).map((pool) => ({
            userId,
            pool,
            delta: pool === 'monthly' ? monthly : paygo,
            reason: 'refund',
            idempotencyKey: `refund:${key}:${pool}`,
            reference: charged[0].reference,
            createdAt: now(),
          })),
        );
        return monthly + paygo;
      });
    },

    /** Adds pay-as-you-go pages (they never expire). False when `key` was already granted. */
    async grantPaygo(
      userId: string,
      pages: number,
      key: string,
      reference?: string,
      tx?: Tx,
    ): Promise<boolean> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        if ((await keysUsed(t, [key])).length > 0) return false;
        await update(t, userId, { paygo: account.paygo + pages });
        await record(t, userId, [
          { pool: 'paygo', delta: pages, reason: 'purchase', key, reference },
        ]);
        return true;
      });
    },

    /**
     * Takes back up to `pages` pay-as-you-go credits (a refunded pack): what is left of them,
     * never more than the balance. Returns how many were removed.
     */
    async revokePaygo(
      userId: string,
      pages: number,
      key: string,
      reference?: string,
      tx?: Tx,
    ): Promise<number> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        if ((await keysUsed(t, [key])).length > 0) return 0;
        const removed = Math.min(pages, account.paygo);
        await update(t, userId, { paygo: account.paygo - removed });
        await t.insert(creditLedger).values({
          userId,
          pool: 'paygo',
          delta: -removed,
          reason: 'revoke',
          idempotencyKey: key,
          reference,
          createdAt: now(),
        });
        return removed;
      });
    },

    /**
     * A new billing period (a paid invoice, a plan taking over): the monthly pool becomes the
     * plan's full allowance; unused monthly credits do not roll over. Pay-as-you-go is untouched.
     */
    async startPeriod(
      userId: string,
      period: PeriodStart,
      key: string,
      reference?: string,
      tx?: Tx,
    ): Promise<CreditBalance> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        return toBalance(await resetMonthly(t, account, period, key, 'period', reference));
      });
    },

    /**
     * Changes which plan the account is on without touching credits (a plan change mid-period:
     * the new allowance applies from the next paid period).
     */
    async setPlan(userId: string, plan: string, tx?: Tx): Promise<void> {
      await inTx(tx, async (t) => {
        await lockAccount(t, userId);
        await update(t, userId, { plan });
      });
    },

    /** Users whose ledger does not add up to their balance (SECURITY-CHECKS 33); empty when sound. */
    async mismatches(): Promise<
      { userId: string; pool: CreditPool; ledger: number; balance: number }[]
    > {
      const res = await db.execute(sql`
        select a.user_id as "userId", p.pool,
               coalesce((select sum(l.delta) from credit_ledger l
                         where l.user_id = a.user_id and l.pool = p.pool), 0)::int as ledger,
               (case p.pool when 'monthly' then a.monthly_allowance - a.monthly_used
                            else a.paygo end)::int as balance
        from credit_accounts a
        cross join (values ('monthly'), ('paygo')) as p(pool)`);
      const rows = (
        res as unknown as {
          rows: { userId: string; pool: CreditPool; ledger: number; balance: number }[];
        }
      ).rows;
      return rows.filter((r) => r.ledger !== r.balance);
    },

    /** The ledger rows of one user, oldest first (support and tests). */
    async history(userId: string) {
      return db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId)))
        .orderBy(creditLedger.id);
    },
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;
