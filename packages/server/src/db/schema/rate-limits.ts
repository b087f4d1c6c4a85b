import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per key in its current window, shared by every API process of a scaled deployment (rate
 * limits and sign-in throttles). One row per key: the window starts at its first hit, as in the
 * in-memory counters. The migration makes the table UNLOGGED: losing counts in a crash is harmless
 * and skipping the WAL keeps a write per request cheap.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The sweep deletes ended windows by this index instead of scanning the table.
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
