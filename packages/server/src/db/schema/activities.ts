import { ACTIVITY_STATUSES } from '@castmyscript/api/contract';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/** The same list as ACTIVITY_STATUSES in the contract. */
export const ACTIVITY_STATUS_VALUES = ACTIVITY_STATUSES;

/**
 * What a user did, as the Dashboard Overview shows it. Append-only, written by
 * the services in the same transaction as the change it tells of. `reference` names what it is
 * about (a document id, a checkout session) without a foreign key: the line stays when the
 * document is deleted, as a history does.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ACTIVITY_STATUS_VALUES }).notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: breaks ties between activities recorded in the same millisecond.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('activities_status_check', sql`${t.status} in ('completed', 'processing', 'failed')`),
    // The only read: one user's newest first.
    index('activities_user_time_idx').on(t.userId, t.createdAt, t.seq),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;
