import { AUDIO_LINE_STATUSES } from '@castmyscript/api/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import type { Delivery } from '../../lib/audio/finish-line';
import { documents } from './documents';
import { lines } from './lines';

/**
 * Voices and audio of a document (voice assignments, audio status, audio scene). Every
 * row hangs off its document (cascade), so deleting a script deletes its casting and audio rows;
 * the stored files are listed in `audio_files` so they can be deleted too.
 */

/** Actor name → voice id. An actor without a row is unassigned (''). */
export const voiceAssignments = pgTable(
  'voice_assignments',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    voiceId: text('voice_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.actor] })],
);

/** Where a line's sound came from when nothing was synthesised for it. */
export const REUSED_FROM_VALUES = ['draft', 'run'] as const;
export type ReusedFrom = (typeof REUSED_FROM_VALUES)[number];

/** The same list as the contract's audio scene statuses. */
export const AUDIO_LINE_STATUS_VALUES = AUDIO_LINE_STATUSES;
export type AudioLineStatus = (typeof AUDIO_LINE_STATUS_VALUES)[number];

/**
 * The audio of one line. `line_key` is the engine's key of what was asked for (voice, spoken
 * text, settings): a line whose current key differs was edited or re-cast since, and its audio is
 * stale. `storage_key` is set once the MP3 is stored; it is derived from the line key, so the same
 * words in the same voice are made once per document (security check 39).
 */
type Said = { text: string; role?: 'narrator' | 'character' };
/** What the voice engine is asked for one line (its `LineRequest`, without call-time flags). */
export type PlannedRequest = Said & {
  voiceId: string;
  speed?: number;
  /** From the line's parenthetical. */
  delivery?: Delivery;
  previous?: Said;
  next?: Said;
};

export const audioLines = pgTable(
  'audio_lines',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => lines.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    // The plan Generate saved for the line (voice, words, settings; its key is line_key): the job
    // renders exactly this, so it never reads the script or the casting again. Null when failed
    // before planning (nobody cast to say it).
    request: jsonb('request').$type<PlannedRequest>(),
    // Completed without new synthesis, and where the sound came from: made for the draft before
    // ('draft'), or by an earlier run of this document ('run'); null when this run made it.
    reusedFrom: text('reused_from', { enum: REUSED_FROM_VALUES }),
    status: text('status', { enum: AUDIO_LINE_STATUS_VALUES }).notNull().default('pending'),
    storageKey: text('storage_key'),
    durationMs: integer('duration_ms'),
    // Why the line failed, safe to show (the engine's VoiceError message).
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'audio_lines_status_check',
      sql`${t.status} in ('pending', 'processing', 'completed', 'error')`,
    ),
    index('audio_lines_document_idx').on(t.documentId, t.status),
  ],
);

/**
 * One per document that was ever generated. `run` numbers the generation jobs (the queue's
 * idempotency key is `document + run`, so each run is queued once); `active` is true from the
 * enqueue until the job finds nothing left to do, so a second Generate joins the running job
 * instead of starting another. `beat_at` is the job's last sign of life: a run silent for long is
 * presumed dead and the next Generate starts a new one, which supersedes it.
 */
export const audioRuns = pgTable('audio_runs', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  run: integer('run').notNull().default(0),
  active: boolean('active').notNull().default(false),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
  // The combined download currently stored (its key names the lines it was built from).
  combinedKey: text('combined_key'),
  // The document's lines and casting versions when Generate last asked for its lines. While both
  // are still current, every line's row was made or asked for under what the line says now, so
  // audio status only counts rows by status instead of keying every line.
  requestedLinesVersion: integer('requested_lines_version'),
  requestedVoicesVersion: integer('requested_voices_version'),
});

/** Every stored object of a document's audio (lines, speeds, downloads), deleted with it. */
export const audioFiles = pgTable(
  'audio_files',
  {
    storageKey: text('storage_key').primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    // The Generate run that made the file (null: made otherwise, or before runs were recorded): a
    // line finding it made by an earlier run was reused; by its own run (the same words twice) not.
    run: integer('run'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audio_files_document_idx').on(t.documentId)],
);

export type VoiceAssignmentRow = typeof voiceAssignments.$inferSelect;
export type AudioLineRow = typeof audioLines.$inferSelect;
/** A line's audio as the read paths use it (no timestamp: see StoredLine). */
export type AudioLine = Omit<AudioLineRow, 'updatedAt' | 'request'>;
export type AudioRunRow = typeof audioRuns.$inferSelect;
