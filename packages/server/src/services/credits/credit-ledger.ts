import { LEDGER_PAGE_SIZE } from '@castmyscript/api/contract';

import type { Database, Tx } from '../../db/database';
import type { CreditAccountRow } from '../../db/schema';
import { createCreditsDal } from './credits-dal';
import {
  chargeKeys,
  type ChargeResult,
  type CreditBalance,
  FREE,
  type PeriodStart,
  refundKeys,
  splitCharge,
  takenFrom,
  toBalance,
} from './credits-fns';
import { documentOf, type EntryNote, type NoteFor, notes, resolve } from './ledger-notes';
import { periodContaining } from './periods';

export type { ChargeResult, CreditBalance, PeriodStart } from './credits-fns';
export type { EntryNote } from './ledger-notes';

/**
 * The only writer of page credits: every change locks the user's
 * account row, applies the change and records it in the ledger under a unique key, in one
 * transaction. A repeated key changes nothing, so callers may retry freely. Each change also
 * writes one entry the user reads (kind, script, pages, reason), so the entries of a user add up
 * to their balance exactly as the pool rows do.
 *
 * Free accounts renew lazily on their monthly anniversary whenever the account is touched; paid
 * plans renew only when billing reports a paid invoice (`startPeriod`).
 */
export function createCreditLedger(deps: { database: Database; now?: () => number }) {
  const db = deps.database.db;
  const now = () => new Date((deps.now ?? Date.now)());
  const dal = createCreditsDal(db, now);
  const inTx = <T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    tx ? fn(tx) : db.transaction(fn);

  /** Creates the account on first use (Free, anchored on sign-up), locks it and renews Free. */
  async function lockAccount(tx: Tx, userId: string): Promise<CreditAccountRow> {
    const signedUp = await dal.userCreatedAt(tx, userId);
    if (!signedUp) throw new Error(`no user ${userId}`);
    const period = periodContaining(signedUp, now());
    const created = await dal.create(tx, {
      userId,
      plan: FREE.package_name,
      monthlyAllowance: FREE.monthlyCredits,
      periodAnchor: signedUp,
      periodStart: period.start,
      periodEnd: period.end,
    });
    if (created) {
      await dal.record(tx, userId, [
        { pool: 'monthly', delta: FREE.monthlyCredits, reason: 'signup', key: `signup:${userId}` },
      ]);
      await dal.entry(
        tx,
        userId,
        `signup:${userId}`,
        FREE.monthlyCredits,
        notes.signup(FREE.monthlyCredits),
      );
    }
    const account = await dal.lock(tx, userId);
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

  /**
   * Monthly pool back to a full allowance: what was left of it lapses (an expiry entry, since
   * monthly pages do not roll over), then the new allowance is granted (a renewal or plan grant).
   */
  async function resetMonthly(
    tx: Tx,
    account: CreditAccountRow,
    p: PeriodStart,
    key: string,
    reason: string,
    reference?: string,
    note?: EntryNote,
  ): Promise<CreditAccountRow> {
    if ((await dal.keysUsed(tx, [key])).length > 0) return account;
    const left = account.monthlyAllowance - account.monthlyUsed;
    const updated = await dal.update(tx, account.userId, {
      plan: p.plan,
      monthlyAllowance: p.allowance,
      monthlyUsed: 0,
      periodAnchor: p.anchor,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
    });
    if (left > 0) {
      const expiryKey = `${key}:expiry`;
      await dal.record(tx, account.userId, [
        { pool: 'monthly', delta: -left, reason: 'expiry', key: expiryKey, reference },
      ]);
      const lapsed = notes.expiry(account.plan, left, p.periodStart);
      await dal.entry(tx, account.userId, expiryKey, -left, lapsed);
    }
    // The grant always claims the key, even for a zero allowance, so a replay changes nothing.
    await dal.claim(tx, account.userId, [
      { pool: 'monthly', delta: p.allowance, reason, key, reference },
    ]);
    const granted =
      note ?? notes.period(account.plan, p.plan, p.allowance, p.periodStart, p.periodEnd);
    if (p.allowance !== 0) await dal.entry(tx, account.userId, key, p.allowance, granted);
    return updated;
  }

  return {
    async balance(userId: string, tx?: Tx): Promise<CreditBalance> {
      return inTx(tx, async (t) => toBalance(await lockAccount(t, userId)));
    },

    /**
     * Takes `pages` credits, monthly first, then pay-as-you-go, or nothing at all. `key` names the
     * charge (e.g. the document); the same key never charges twice. `note` says what the entry
     * reads (kind 'draft' or 'growth', the document, the reason); without it, a 'draft' entry for
     * the document the reference names.
     */
    async charge(
      userId: string,
      pages: number,
      key: string,
      reference?: string,
      tx?: Tx,
      note?: EntryNote,
    ): Promise<ChargeResult> {
      if (!Number.isInteger(pages) || pages <= 0) throw new Error(`bad page count ${pages}`);
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        const done = await dal.keysUsed(t, chargeKeys(key));
        if (done.length > 0) {
          const [monthly, paygo] = [takenFrom(done, 'monthly'), takenFrom(done, 'paygo')];
          return { outcome: 'already_charged', monthly, paygo };
        }
        const split = splitCharge(account, pages);
        if ('needed' in split) return { outcome: 'insufficient', ...split };
        await dal.update(t, userId, {
          monthlyUsed: account.monthlyUsed + split.monthly,
          paygo: account.paygo - split.paygo,
        });
        const [monthlyKey, paygoKey] = chargeKeys(key);
        await dal.record(t, userId, [
          { pool: 'monthly', delta: -split.monthly, reason: 'charge', key: monthlyKey, reference },
          { pool: 'paygo', delta: -split.paygo, reason: 'charge', key: paygoKey, reference },
        ]);
        const said = note ?? notes.charge(pages, documentOf(reference));
        await dal.entry(t, userId, `charge:${key}`, -pages, said);
        return { outcome: 'charged', ...split };
      });
    },

    /**
     * Gives back what the charge `key` took, once. Monthly credits return to the monthly pool only
     * as far as it has been used since (a renewal in between already refilled it).
     */
    async refund(userId: string, key: string, tx?: Tx, note?: NoteFor): Promise<number> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        const charged = await dal.keysUsed(t, chargeKeys(key));
        const refunded = await dal.keysUsed(t, refundKeys(key));
        if (charged.length === 0 || refunded.length > 0) return 0;
        const monthly = Math.min(takenFrom(charged, 'monthly'), account.monthlyUsed);
        const paygo = takenFrom(charged, 'paygo');
        await dal.update(t, userId, {
          monthlyUsed: account.monthlyUsed - monthly,
          paygo: account.paygo + paygo,
        });
        // Always claim the refund key, even for a zero amount, so a retry is a no-op.
        const [monthlyKey, paygoKey] = refundKeys(key);
        const reference = charged[0].reference ?? undefined;
        await dal.claim(t, userId, [
          { pool: 'monthly', delta: monthly, reason: 'refund', key: monthlyKey, reference },
          { pool: 'paygo', delta: paygo, reason: 'refund', key: paygoKey, reference },
        ]);
        // Written even for nothing given back, so the user sees the refund was considered.
        const charge = await dal.entryOf(t, `charge:${key}`);
        const documentId = charge?.documentId ?? documentOf(reference);
        const said = resolve(note ?? ((n) => notes.refund(n, documentId)), monthly + paygo);
        await dal.entry(t, userId, `refund:${key}`, monthly + paygo, said);
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
      note?: EntryNote,
    ): Promise<boolean> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        if ((await dal.keysUsed(t, [key])).length > 0) return false;
        await dal.update(t, userId, { paygo: account.paygo + pages });
        await dal.record(t, userId, [
          { pool: 'paygo', delta: pages, reason: 'purchase', key, reference },
        ]);
        await dal.entry(t, userId, key, pages, note ?? notes.purchase(pages));
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
      note?: NoteFor,
    ): Promise<number> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        if ((await dal.keysUsed(t, [key])).length > 0) return 0;
        const removed = Math.min(pages, account.paygo);
        await dal.update(t, userId, { paygo: account.paygo - removed });
        await dal.claim(t, userId, [
          { pool: 'paygo', delta: -removed, reason: 'revoke', key, reference },
        ]);
        const said = resolve(note ?? ((n) => notes.revoke(pages, n)), removed);
        await dal.entry(t, userId, key, -removed, said);
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
      note?: EntryNote,
    ): Promise<CreditBalance> {
      return inTx(tx, async (t) => {
        const account = await lockAccount(t, userId);
        return toBalance(await resetMonthly(t, account, period, key, 'period', reference, note));
      });
    },

    /**
     * Changes which plan the account is on without touching credits (a plan change mid-period:
     * the new allowance applies from the next paid period).
     */
    async setPlan(userId: string, plan: string, tx?: Tx): Promise<void> {
      await inTx(tx, async (t) => {
        await lockAccount(t, userId);
        await dal.update(t, userId, { plan });
      });
    },

    /**
     * One page (from 1) of the user's entries, newest first. Read under the account's lock after
     * any due renewal, so the entries add up to the balance the same moment reports.
     */
    async entries(userId: string, page: number) {
      return db.transaction(async (t) => {
        await lockAccount(t, userId);
        return dal.entries(t, userId, (page - 1) * LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZE);
      });
    },

    /** Σ pages of a document's entries: minus what the document has taken. */
    documentPages: (documentId: string, tx?: Tx) => dal.documentPages(documentId, tx),

    mismatches: () => dal.mismatches(),
    history: (userId: string) => dal.history(userId),
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;
