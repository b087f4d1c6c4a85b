import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

export const CREDIT_POOLS = ['monthly', 'paygo'] as const;
export type CreditPool = (typeof CREDIT_POOLS)[number];

/**
 * Each user's page credits now. Only the ledger service writes it, always under
 * `SELECT … FOR UPDATE` and together with the ledger rows that explain the change, so that
 * Σ ledger(monthly) = monthly_allowance − monthly_used and Σ ledger(paygo) = paygo at all times.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The plan whose allowance the monthly pool holds (a catalogue package_name).
    plan: text('plan').notNull().default('free_monthly'),
    monthlyAllowance: integer('monthly_allowance').notNull(),
    monthlyUsed: integer('monthly_used').notNull().default(0),
    paygo: integer('paygo').notNull().default(0),
    // The day of the month periods renew on: sign-up for Free, the subscription's start otherwise.
    periodAnchor: timestamp('period_anchor', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database refuses a negative balance even if a code path forgot to check.
    check(
      'credit_accounts_monthly_check',
      sql`${t.monthlyUsed} >= 0 and ${t.monthlyUsed} <= ${t.monthlyAllowance}`,
    ),
    check('credit_accounts_paygo_check', sql`${t.paygo} >= 0`),
  ],
);

/** One row per change of a pool. The key makes every grant, charge and refund happen once. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pool: text('pool', { enum: CREDIT_POOLS }).notNull(),
    delta: integer('delta').notNull(),
    // signup, renewal, plan_change, purchase, charge, refund, revoke…
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // What caused it: a document id, an invoice or checkout session id.
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_ledger_pool_check', sql`${t.pool} in ('monthly', 'paygo')`),
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type NewCreditAccountRow = typeof creditAccounts.$inferInsert;
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
