import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { LineTake } from '@castmyscript/api/contract';

import type { Db, Tx } from '../../db/database';
import {
  type DocumentRow,
  documents,
  type NewLineRow,
  type StoredLine,
  type LineRow,
  lines,
} from '../../db/schema';
import { isUuid } from '../documents/documents-dal';
import { clean } from './lines-fns';

/** The fields of a line as the writers take them. */
export type LineValues = {
  id?: string;
  lineIndex: number;
  actor: string;
  dialog: string;
  kind: LineRow['kind'];
  direction: string | null;
  directionAfter: string | null;
  /** Drafts: how the line compares with the previous draft, and the line it matched there. */
  change?: LineRow['change'];
  previousId?: string | null;
  /** Drafts: the take the matched line had, kept (services/drafts/draft-fns.ts). */
  take?: LineTake | null;
  /** The line comes from the uploaded file: kept as it reads, to tell later edits apart. */
  fromFile?: boolean;
};

const fileLineOf = (r: LineValues) =>
  r.fromFile
    ? {
        actor: clean(r.actor),
        dialog: clean(r.dialog),
        kind: r.kind,
        direction: r.direction === null ? null : clean(r.direction),
        direction_after: r.directionAfter === null ? null : clean(r.directionAfter),
      }
    : null;

const asJson = (rows: LineValues[]) =>
  JSON.stringify(
    rows.map((r) => ({
      id: r.id ?? null,
      line_index: r.lineIndex,
      actor: clean(r.actor),
      dialog: clean(r.dialog),
      kind: r.kind,
      direction: r.direction === null ? null : clean(r.direction),
      direction_after: r.directionAfter === null ? null : clean(r.directionAfter),
      change: r.change ?? null,
      previous_id: r.previousId ?? null,
      take: r.take ?? null,
      file_line: fileLineOf(r),
    })),
  );

/** Rows per INSERT/UPDATE statement: well under PostgreSQL's 65535 bind parameters. */
const CHUNK = 1000;

const chunks = <T>(items: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

/**
 * The columns of a `StoredLine`. A feature film is ~2000 lines read on every scenes list and audio
 * status call: leaving out the two timestamps makes that read about a third cheaper.
 */
const lineColumns = {
  id: lines.id,
  documentId: lines.documentId,
  lineIndex: lines.lineIndex,
  actor: lines.actor,
  dialog: lines.dialog,
  kind: lines.kind,
  direction: lines.direction,
  directionAfter: lines.directionAfter,
  change: lines.change,
  previousId: lines.previousId,
  take: lines.take,
};

/** Data access for `lines`. Writers run inside the caller's transaction, under the document's lock. */
/** Lines per insert statement: a few hundred milliseconds of work at most. */
const INSERT_BATCH = 1_000;

async function insertBatch(documentId: string, rows: LineValues[], now: Date, tx: Tx) {
  const at = now.toISOString();
  await tx.execute(sql`
    insert into ${lines} (id, document_id, line_index, actor, dialog, kind, direction,
                           direction_after, change, previous_id, take, file_line, created_at,
                           updated_at)
    select coalesce(x.id, gen_random_uuid()), ${documentId}::uuid, x.line_index, x.actor,
           x.dialog, x.kind, x.direction, x.direction_after, x.change, x.previous_id,
           x.take, x.file_line, ${at}::timestamptz, ${at}::timestamptz
    from jsonb_to_recordset(${asJson(rows)}::jsonb)
      as x(id uuid, line_index int, actor text, dialog text, kind text, direction text,
           direction_after text, change text, previous_id uuid, take jsonb, file_line jsonb)`);
}

export function createLinesDal(db: Db) {
  return {
    /**
     * Drafts: the document's changed lines, in order, each with the words its matched line had in
     * the draft before (GET documents/{id}/changes). A line whose earlier draft was deleted since
     * has no words to show and is left out.
     */
    async changedFrom(documentId: string): Promise<{ lineId: string; oldText: string }[]> {
      const before = alias(lines, 'before');
      return db
        .select({ lineId: lines.id, oldText: before.dialog })
        .from(lines)
        .innerJoin(before, eq(before.id, lines.previousId))
        .where(and(eq(lines.documentId, documentId), eq(lines.change, 'changed')))
        .orderBy(asc(lines.lineIndex));
    },

    async list(documentId: string, tx?: Tx): Promise<StoredLine[]> {
      return (tx ?? db)
        .select(lineColumns)
        .from(lines)
        .where(eq(lines.documentId, documentId))
        .orderBy(asc(lines.lineIndex), asc(lines.createdAt));
    },

    /** The line and its document, only when the document is `userId`'s. */
    async findOwned(
      userId: string,
      lineId: string,
      tx?: Tx,
    ): Promise<{ line: LineRow; document: DocumentRow } | undefined> {
      if (!isUuid(lineId)) return undefined;
      const [row] = await (tx ?? db)
        .select({ line: lines, document: documents })
        .from(lines)
        .innerJoin(documents, eq(documents.id, lines.documentId))
        .where(and(eq(lines.id, lineId), eq(documents.userId, userId)));
      return row;
    },

    /** The text of the nearest scene heading at or before `index`. */
    async headingAt(documentId: string, index: number, tx?: Tx): Promise<string | null> {
      const [row] = await (tx ?? db)
        .select({ dialog: lines.dialog })
        .from(lines)
        .where(
          and(
            eq(lines.documentId, documentId),
            eq(lines.kind, 'scene_heading'),
            lte(lines.lineIndex, index),
          ),
        )
        .orderBy(desc(lines.lineIndex))
        .limit(1);
      return row?.dialog ?? null;
    },

    async count(documentId: string, tx?: Tx): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ n: sql<number>`count(*)::int` })
        .from(lines)
        .where(eq(lines.documentId, documentId));
      return row.n;
    },

    /** Per actor: how many lines, and the index of the first one. */
    async actorCounts(
      documentId: string,
      tx?: Tx,
    ): Promise<{ actor: string; lines: number; first: number }[]> {
      return (tx ?? db)
        .select({
          actor: lines.actor,
          lines: sql<number>`count(*)::int`,
          first: sql<number>`min(${lines.lineIndex})::int`,
        })
        .from(lines)
        .where(eq(lines.documentId, documentId))
        .groupBy(lines.actor);
    },

    async insertMany(rows: NewLineRow[], tx: Tx): Promise<LineRow[]> {
      const out: LineRow[] = [];
      for (const part of chunks(rows))
        out.push(...(await tx.insert(lines).values(part).returning()));
      return out;
    },

    /**
     * Many lines in few statements: each batch's rows travel as one JSON parameter and
     * PostgreSQL unpacks them, several times faster than thousands of bind parameters (a feature
     * film is ~2000 lines). Lines without an id get a fresh one.
     */
    async insertAll(documentId: string, rows: LineValues[], now: Date, tx: Tx): Promise<void> {
      // In batches, the event loop free between them: an embedded database runs each statement
      // on the API's own thread, and one statement of ten thousand lines held it for seconds.
      for (let from = 0; from < rows.length; from += INSERT_BATCH) {
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        await insertBatch(documentId, rows.slice(from, from + INSERT_BATCH), now, tx);
      }
    },

    async removeAll(documentId: string, tx: Tx): Promise<void> {
      await tx.delete(lines).where(eq(lines.documentId, documentId));
    },

    async removeIds(ids: string[], tx: Tx): Promise<void> {
      for (const part of chunks(ids)) await tx.delete(lines).where(inArray(lines.id, part));
    },

    /** Lines at `from` and after move down by one, making room for an insert at `from`. */
    async shiftFrom(documentId: string, from: number, tx: Tx): Promise<void> {
      await tx
        .update(lines)
        .set({ lineIndex: sql`${lines.lineIndex} + 1` })
        .where(and(eq(lines.documentId, documentId), gte(lines.lineIndex, from)));
    },

    async update(id: string, values: Partial<NewLineRow>, tx: Tx): Promise<LineRow> {
      const [row] = await tx
        .update(lines)
        .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
        .where(eq(lines.id, id))
        .returning();
      return row;
    },

    /** Writes many existing lines in one statement (a save renumbers most of them). */
    async updateAll(rows: LineValues[], now: Date, tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      await tx.execute(sql`
        update ${lines} set
          line_index = x.line_index, actor = x.actor, dialog = x.dialog,
          kind = x.kind, direction = x.direction, direction_after = x.direction_after,
          updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${asJson(rows)}::jsonb)
          as x(id uuid, line_index int, actor text, dialog text, kind text, direction text,
               direction_after text)
        where ${lines.id} = x.id`);
    },
  };
}

export type LinesDal = ReturnType<typeof createLinesDal>;
