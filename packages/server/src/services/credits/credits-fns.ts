import { PLANS } from '@castmyscript/api/contract';

import type { CreditAccountRow, CreditPool } from '../../db/schema';

/** Pure rules of page credits, tested through the ledger (test/credits-ledger.test.ts). */

/** The credits object, plus the plan and period the monthly pool belongs to. */
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

/** One ledger row to write: a change of one pool under a unique key. */
export type Change = {
  pool: CreditPool;
  delta: number;
  reason: string;
  key: string;
  reference?: string;
};

export const FREE = PLANS.find((p) => p.package_name === 'free_monthly')!;

export const toBalance = (a: CreditAccountRow): CreditBalance => ({
  plan: a.plan,
  paygo_credits: a.paygo,
  page_credits_this_month: a.monthlyAllowance,
  page_credits_used_this_month: a.monthlyUsed,
  period_start: a.periodStart,
  period_end: a.periodEnd,
});

/** The ledger keys of a charge and of its refund, one per pool. */
export const chargeKeys = (key: string) => [`charge:${key}:monthly`, `charge:${key}:paygo`];
export const refundKeys = (key: string) => [`refund:${key}:monthly`, `refund:${key}:paygo`];

/** Monthly credits first, then pay-as-you-go; all or nothing. */
export function splitCharge(
  account: Pick<CreditAccountRow, 'monthlyAllowance' | 'monthlyUsed' | 'paygo'>,
  pages: number,
): { monthly: number; paygo: number } | { needed: number; available: number } {
  const left = account.monthlyAllowance - account.monthlyUsed;
  if (left + account.paygo < pages) return { needed: pages, available: left + account.paygo };
  const monthly = Math.min(left, pages);
  return { monthly, paygo: pages - monthly };
}

/** What each pool gave to a charge, from its ledger rows (negative deltas). */
export const takenFrom = (rows: { pool: CreditPool; delta: number }[], pool: CreditPool) =>
  -(rows.find((r) => r.pool === pool)?.delta ?? 0);
