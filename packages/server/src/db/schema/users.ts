import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts: email + password, Google, or both once linked. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased by the service, so a plain unique index is enough.
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    username: text('username'),
    // Null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Google's stable account id (`sub`); emails can change hands, this cannot.
    googleSub: text('google_sub').unique(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // Storage key of the current profile picture; the URL is signed per request, never stored.
    avatarKey: text('avatar_key'),
    // Tokens issued before this instant are refused (password change, "sign out everywhere").
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // User names are one per account whatever their case (security check 48); the services check
  // first for a friendly 409, the index decides between two sign-ups at the same moment.
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
