import type { Tx } from '../../db/database';
import type { CreditAccountRow } from '../../db/schema';
import type { CreditsDal } from './credits-dal';
import { FREE, type PeriodStart } from './credits-fns';
import { type EntryNote, notes } from './ledger-notes';
import { periodContaining } from './periods';

/**
 * The account row under its lock: created on first use, Free renewed on its monthly anniversary,
 * and the monthly pool reset to a new allowance. The ledger runs every change through these, in
 * the caller's transaction.
 */
export function createCreditAccounts(dal: CreditsDal, now: () => Date) {
  /** Creates the account on first use (Free, anchored on sign-up), locks it and renews Free. */
  async function lockAccount(tx: Tx, userId: string): Promise<CreditAccountRow> {
    const signedUp = await dal.userCreatedAt(userId, tx);
    if (!signedUp) throw new Error(`no user ${userId}`);
    const period = periodContaining(signedUp, now());
    const created = await dal.create(
      {
        userId,
        plan: FREE.package_name,
        monthlyAllowance: FREE.monthlyCredits,
        periodAnchor: signedUp,
        periodStart: period.start,
        periodEnd: period.end,
      },
      tx,
    );
    if (created) {
      await dal.record(
        userId,
        [
          {
            pool: 'monthly',
            delta: FREE.monthlyCredits,
            reason: 'signup',
            key: `signup:${userId}`,
          },
        ],
        tx,
      );
      await dal.entry(
        userId,
        `signup:${userId}`,
        FREE.monthlyCredits,
        notes.signup(FREE.monthlyCredits),
        tx,
      );
    }
    const account = await dal.lock(userId, tx);
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
    if ((await dal.keysUsed([key], tx)).length > 0) return account;
    const left = account.monthlyAllowance - account.monthlyUsed;
    const updated = await dal.update(
      account.userId,
      {
        plan: p.plan,
        monthlyAllowance: p.allowance,
        monthlyUsed: 0,
        periodAnchor: p.anchor,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
      },
      tx,
    );
    if (left > 0) {
      const expiryKey = `${key}:expiry`;
      await dal.record(
        account.userId,
        [{ pool: 'monthly', delta: -left, reason: 'expiry', key: expiryKey, reference }],
        tx,
      );
      const lapsed = notes.expiry(account.plan, left, p.periodStart);
      await dal.entry(account.userId, expiryKey, -left, lapsed, tx);
    }
    // The grant always claims the key, even for a zero allowance, so a replay changes nothing.
    await dal.claim(
      account.userId,
      [{ pool: 'monthly', delta: p.allowance, reason, key, reference }],
      tx,
    );
    const granted =
      note ?? notes.period(account.plan, p.plan, p.allowance, p.periodStart, p.periodEnd);
    if (p.allowance !== 0) await dal.entry(account.userId, key, p.allowance, granted, tx);
    return updated;
  }

  return { lockAccount, resetMonthly };
}
