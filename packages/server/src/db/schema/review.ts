import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { documents } from './documents';
import { lines } from './lines';
import { users } from './users';

/**
 * Review and share. A share link opens a document's read to anyone holding its token.
 * The token is found by its SHA-256 only (`token_hash`), like refresh tokens; `token_sealed` is
 * the same token encrypted with a key derived from the server secret, so the writer can be shown
 * the live link again (a second POST) without the database alone revealing it. At most one
 * unrevoked link per document; an expired one is revoked when the next is made.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    tokenSealed: text('token_sealed').notNull(),
    allowDownload: boolean('allow_download').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_live_idx')
      .on(t.documentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const NOTE_AUTHOR_KIND_VALUES = ['writer', 'listener'] as const;

/**
 * A note pinned to a line of one draft. The line as it read then (`quote_*`) and its index are
 * kept, so the note still says what it was about once the line changes, moves to a later draft
 * or is deleted (then `scene_id` is null).
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => lines.id, { onDelete: 'set null' }),
    lineIndex: integer('line_index').notNull(),
    quoteActor: text('quote_actor').notNull(),
    quoteDialog: text('quote_dialog').notNull(),
    text: text('text').notNull(),
    atS: doublePrecision('at_s'),
    authorKind: text('author_kind', { enum: NOTE_AUTHOR_KIND_VALUES }).notNull(),
    authorName: text('author_name').notNull(),
    // The writer's account, or the link a listener wrote through.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    shareId: uuid('share_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Resolved notes stay listed, folded; reopening clears this.
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // When a listener's note went out in the writer's digest mail; null while it waits for one.
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('notes_author_kind_check', sql`${t.authorKind} in ('writer', 'listener')`),
    check('notes_text_check', sql`char_length(${t.text}) between 1 and 2000`),
    check('notes_author_name_check', sql`char_length(${t.authorName}) between 1 and 60`),
    index('notes_document_idx').on(t.documentId, t.createdAt),
    index('notes_line_idx').on(t.lineId),
  ],
);

/** The writer's replies under a note, oldest first. */
export const noteReplies = pgTable(
  'note_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorName: text('author_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('note_replies_text_check', sql`${t.text} <> '' and char_length(${t.text}) <= 2000`),
    index('note_replies_note_idx').on(t.noteId, t.createdAt),
  ],
);

/**
 * The last digest of listeners' notes mailed for a document: the next one waits an hour from
 * `sent_at`, so a writer gets at most one such mail an hour per script.
 */
export const noteDigests = pgTable('note_digests', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;
export type NewNoteRow = typeof notes.$inferInsert;
export type NoteReplyRow = typeof noteReplies.$inferSelect;
