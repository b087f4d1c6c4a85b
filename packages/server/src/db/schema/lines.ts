import { type LineTake, SCENE_KINDS } from '@castmyscript/api/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { documents } from './documents';

/** A line's values as its file gave them (drafts' carry-over compares them with the line now). */
export type FileLine = {
  actor: string;
  dialog: string;
  kind: (typeof SCENE_KINDS)[number];
  direction: string | null;
  direction_after: string | null;
};

/** The same list as SCENE_KINDS in the contract. */
export const LINE_KIND_VALUES = SCENE_KINDS;
export const LINE_CHANGE_VALUES = ['added', 'changed', 'unchanged'] as const;

/**
 * One line of a document's script (the HTTP contract calls it a "Scene"). Indexes are kept dense
 * (0…n-1) by the lines service under the document's row lock, so no unique index is needed (one
 * would make shifting indexes order-dependent). The scene heading a line belongs to is derived
 * from the order on read, never stored, so it follows every edit.
 */
export const lines = pgTable(
  'lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    actor: text('actor').notNull().default(''),
    dialog: text('dialog').notNull().default(''),
    kind: text('kind', { enum: LINE_KIND_VALUES }).notNull(),
    // The parenthetical: shown, not spoken.
    direction: text('direction'),
    // A parenthetical after the line's last words ("Meurs ! (jette le briquet)"): shown after it.
    directionAfter: text('direction_after'),
    // In a later draft: how the line compares with the previous draft ('added', 'changed',
    // 'unchanged'; null in a first draft) and the previous draft's line it matched, whose audio
    // an unchanged line reuses.
    change: text('change', { enum: LINE_CHANGE_VALUES }),
    previousId: uuid('previous_id'),
    // Another take of the line: its own voice, speed or pitch; null as cast.
    take: jsonb('take').$type<LineTake>(),
    // The line as its uploaded file gave it; null for a line the writer added in the app. A line
    // that differs from it was edited in the app: the next draft offers to carry that edit over.
    fileLine: jsonb('file_line').$type<FileLine>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'lines_kind_check',
      sql`${t.kind} in ('scene_heading', 'action', 'dialogue', 'transition')`,
    ),
    check('lines_index_check', sql`${t.lineIndex} >= 0`),
    check(
      'lines_change_check',
      sql`${t.change} is null or ${t.change} in ('added', 'changed', 'unchanged')`,
    ),
    index('lines_document_idx').on(t.documentId, t.lineIndex),
  ],
);

export type LineRow = typeof lines.$inferSelect;
/** A line as the read paths use it: no timestamps, which none needs and which cost to parse. */
export type StoredLine = Omit<LineRow, 'createdAt' | 'updatedAt' | 'take' | 'fileLine'> & {
  /** Absent where a line is built outside the table (parsing, benches): no take. */
  take?: LineTake | null;
};
export type NewLineRow = typeof lines.$inferInsert;
