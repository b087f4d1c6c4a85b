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

import { documents } from './documents';
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

export const PAGE_ENTRY_KINDS = [
  'purchase',
  'plan_grant',
  'renewal',
  'draft',
  'growth',
  'refund',
  'expiry',
] as const;
export type PageEntryKind = (typeof PAGE_ENTRY_KINDS)[number];

/**
 * The ledger a user reads: one row per change of their pages, whatever pools it touched, written
 * by the ledger service in the same transaction as the pool rows above. Σ pages of a user's
 * entries = monthly_allowance − monthly_used + paygo at all times. Title and draft number are
 * copied when the entry is written, so the entry still reads right after the script is deleted.
 */
export const pageEntries = pgTable(
  'page_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAGE_ENTRY_KINDS }).notNull(),
    pages: integer('pages').notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    title: text('title'),
    draftNumber: integer('draft_number'),
    reason: text('reason').notNull(),
    // The change's own key (its pool rows carry it with a pool suffix): written once.
    changeKey: text('change_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'page_entries_kind_check',
      sql`${t.kind} in ('purchase', 'plan_grant', 'renewal', 'draft', 'growth', 'refund', 'expiry')`,
    ),
    index('page_entries_user_idx').on(t.userId, t.id),
    index('page_entries_document_idx').on(t.documentId),
  ],
);

export type PageEntryRow = typeof pageEntries.$inferSelect;
