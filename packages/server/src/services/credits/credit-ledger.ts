import { LEDGER_PAGE_SIZE } from '@castmyscript/api/contract';

import type { Database, Tx } from '../../db/database';
import { createCreditAccounts } from './credit-accounts';
import { createCreditsDal } from './credits-dal';
import {
  chargeKeys,
  type ChargeResult,
  type CreditBalance,
  type PeriodStart,
  refundKeys,
  splitCharge,
  takenFrom,
  toBalance,
} from './credits-fns';
import { documentOf, type EntryNote, type NoteFor, notes, resolve } from './ledger-notes';

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

  const { lockAccount, resetMonthly } = createCreditAccounts(dal, now);

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
        const done = await dal.keysUsed(chargeKeys(key), t);
        if (done.length > 0) {
          const [monthly, paygo] = [takenFrom(done, 'monthly'), takenFrom(done, 'paygo')];
          return { outcome: 'already_charged', monthly, paygo };
        }
        const split = splitCharge(account, pages);
        if ('needed' in split) return { outcome: 'insufficient', ...split };
        await dal.update(
          userId,
          {
            monthlyUsed: account.monthlyUsed + split.monthly,
            paygo: account.paygo - split.paygo,
          },
          t,
        );
        const [monthlyKey, paygoKey] = chargeKeys(key);
        await dal.record(
          userId,
          [
            {
              pool: 'monthly',
              delta: -split.monthly,
              reason: 'charge',
              key: monthlyKey,
              reference,
            },
            { pool: 'paygo', delta: -split.paygo, reason: 'charge', key: paygoKey, reference },
          ],
          t,
        );
        const said = note ?? notes.charge(pages, documentOf(reference));
        await dal.entry(userId, `charge:${key}`, -pages, said, t);
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
        const charged = await dal.keysUsed(chargeKeys(key), t);
        const refunded = await dal.keysUsed(refundKeys(key), t);
        if (charged.length === 0 || refunded.length > 0) return 0;
        const monthly = Math.min(takenFrom(charged, 'monthly'), account.monthlyUsed);
        const paygo = takenFrom(charged, 'paygo');
        await dal.update(
          userId,
          {
            monthlyUsed: account.monthlyUsed - monthly,
            paygo: account.paygo + paygo,
          },
          t,
        );
        // Always claim the refund key, even for a zero amount, so a retry is a no-op.
        const [monthlyKey, paygoKey] = refundKeys(key);
        const reference = charged[0].reference ?? undefined;
        await dal.claim(
          userId,
          [
            { pool: 'monthly', delta: monthly, reason: 'refund', key: monthlyKey, reference },
            { pool: 'paygo', delta: paygo, reason: 'refund', key: paygoKey, reference },
          ],
          t,
        );
        // Written even for nothing given back, so the user sees the refund was considered.
        const charge = await dal.entryOf(`charge:${key}`, t);
        const documentId = charge?.documentId ?? documentOf(reference);
        const said = resolve(note ?? ((n) => notes.refund(n, documentId)), monthly + paygo);
        await dal.entry(userId, `refund:${key}`, monthly + paygo, said, t);
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
        if ((await dal.keysUsed([key], t)).length > 0) return false;
        await dal.update(userId, { paygo: account.paygo + pages }, t);
        await dal.record(
          userId,
          [{ pool: 'paygo', delta: pages, reason: 'purchase', key, reference }],
          t,
        );
        await dal.entry(userId, key, pages, note ?? notes.purchase(pages), t);
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
        if ((await dal.keysUsed([key], t)).length > 0) return 0;
        const removed = Math.min(pages, account.paygo);
        await dal.update(userId, { paygo: account.paygo - removed }, t);
        await dal.claim(
          userId,
          [{ pool: 'paygo', delta: -removed, reason: 'revoke', key, reference }],
          t,
        );
        const said = resolve(note ?? ((n) => notes.revoke(pages, n)), removed);
        await dal.entry(userId, key, -removed, said, t);
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
        await dal.update(userId, { plan }, t);
      });
    },

    /**
     * One page (from 1) of the user's entries, newest first. Read under the account's lock after
     * any due renewal, so the entries add up to the balance the same moment reports.
     */
    async entries(userId: string, page: number) {
      return db.transaction(async (t) => {
        await lockAccount(t, userId);
        return dal.entries(userId, (page - 1) * LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZE, t);
      });
    },

    /** Σ pages of a document's entries: minus what the document has taken. */
    documentPages: (documentId: string, tx?: Tx) => dal.documentPages(documentId, tx),

    mismatches: () => dal.mismatches(),
    history: (userId: string) => dal.history(userId),
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;
