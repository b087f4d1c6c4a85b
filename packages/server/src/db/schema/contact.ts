import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the contact page and the support dialog; kept even if the mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject'),
    message: text('message').notNull(),
    // SHA-256 of the normalised message: finds a repeat without comparing long texts.
    messageHash: text('message_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_messages_dedup_idx').on(t.email, t.messageHash, t.createdAt)],
);

/** Addresses left on the coming-soon page. */
export const notifySignups = pgTable('notify_signups', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
