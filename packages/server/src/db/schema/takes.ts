import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { documents } from './documents';
import { lines } from './lines';

/**
 * The takes a line was made with: each another take of the line made and stored,
 * newest last, at most five kept per line (older rows and their files go). `voice_id` null is
 * the cast voice, as in the line's own take. The file is one of the document's audio files
 * (`audio_files`), deleted with it; choosing a take plays this file again without synthesis.
 */
export const lineTakes = pgTable(
  'line_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => lines.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id'),
    speed: real('speed').notNull(),
    pitch: integer('pitch').notNull(),
    // The words as the take said them.
    text: text('text').notNull(),
    lineKey: text('line_key').notNull(),
    storageKey: text('storage_key').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('line_takes_line_idx').on(t.lineId, t.createdAt)],
);

export type LineTakeRow = typeof lineTakes.$inferSelect;
