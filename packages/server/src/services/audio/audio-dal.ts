import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import {
  type AudioLine,
  type AudioLineRow,
  audioLines,
  type AudioLineStatus,
  type PlannedRequest,
  type ReusedFrom,
  lines,
} from '../../db/schema';
import { createAudioRunsDal } from './audio-runs-dal';
import { createTakesDal } from './takes-dal';

/** Data access for a document's audio lines (audio_lines). */

type Keyed = { lineId: string; key: string };
/** A line as Generate planned it: what to render, saved on its row for the job. */
export type PlannedRow = Keyed & { request: PlannedRequest };
type Reused = PlannedRow & { storageKey: string; durationMs: number | null };
type Upserted = Keyed & { error?: string; request?: PlannedRequest };
const UNFINISHED: AudioLineStatus[] = ['pending', 'processing'];
/** Rows by status, and how many of the completed ones were reused (from a draft, a run) rather than made. */
export type RowCounts = Record<AudioLineStatus, number> & { fromDraft: number; fromRun: number };

/** Many rows as one JSON parameter (a feature film has ~2000 lines; see lines-dal). */
const asJson = (rows: Upserted[]) =>
  JSON.stringify(
    rows.map((r) => ({
      line_id: r.lineId,
      key: r.key,
      error: r.error ?? null,
      request: r.request ?? null,
    })),
  );

/** The columns of an `AudioLine`: every line of a script is read on each audio status call. */
const lineColumns = {
  lineId: audioLines.lineId,
  documentId: audioLines.documentId,
  lineKey: audioLines.lineKey,
  status: audioLines.status,
  storageKey: audioLines.storageKey,
  durationMs: audioLines.durationMs,
  error: audioLines.error,
  reusedFrom: audioLines.reusedFrom,
};

function createAudioLinesDal(db: Db) {
  /** Sets `status` (and `error`) on many lines at once, creating the rows that do not exist. */
  async function upsert(
    ex: Db | Tx,
    documentId: string,
    rows: Upserted[],
    status: 'pending' | 'error',
    now: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    await ex.execute(sql`
      insert into ${audioLines} (line_id, document_id, line_key, request, status, error, updated_at)
      select x.line_id, ${documentId}::uuid, x.key, x.request, ${status}, x.error, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${asJson(rows)}::jsonb)
        as x(line_id uuid, key text, error text, request jsonb)
      on conflict (line_id) do update set
        line_key = excluded.line_key, request = excluded.request, status = excluded.status,
        error = excluded.error, storage_key = null, duration_ms = null, reused_from = null,
        updated_at = excluded.updated_at`);
  }

  return {
    async lines(documentId: string, tx?: Tx): Promise<AudioLine[]> {
      return (tx ?? db)
        .select(lineColumns)
        .from(audioLines)
        .where(eq(audioLines.documentId, documentId));
    },

    /**
     * The rows in one short string (count, a sum of each row's hashed line, status, key and
     * length, the latest write): any write to a row (each stamps `updated_at`) or delete moves it.
     */
    async rowsVersion(documentId: string): Promise<string> {
      const [row] = await db
        .select({
          v: sql<string>`count(*)::text || '/' || coalesce(sum(hashtext(${audioLines.lineId}::text
            || ${audioLines.status} || ${audioLines.lineKey}
            || coalesce(${audioLines.durationMs}::text, '')))::text, '') || '/'
            || coalesce(max(${audioLines.updatedAt})::text, '')`,
        })
        .from(audioLines)
        .where(eq(audioLines.documentId, documentId));
      return row.v;
    },

    async hasLines(documentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: audioLines.lineId })
        .from(audioLines)
        .where(eq(audioLines.documentId, documentId))
        .limit(1);
      return row !== undefined;
    },

    async line(lineId: string): Promise<AudioLineRow | undefined> {
      const [row] = await db.select().from(audioLines).where(eq(audioLines.lineId, lineId));
      return row;
    },

    /** Asks for these lines (again), saving their plan: pending, nothing stored yet. */
    request: (documentId: string, rows: PlannedRow[], now: Date, tx: Tx) =>
      upsert(tx, documentId, rows, 'pending', now),

    /**
     * Lines whose sound an earlier draft already made (the same key: voice, words, settings),
     * completed at once on that draft's file, with their plan; nothing is synthesised for them.
     */
    async reuse(documentId: string, rows: Reused[], now: Date, tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((r) => ({
          line_id: r.lineId,
          key: r.key,
          request: r.request,
          storage_key: r.storageKey,
          duration_ms: r.durationMs,
        })),
      );
      await tx.execute(sql`
        insert into ${audioLines}
          (line_id, document_id, line_key, request, status, storage_key, duration_ms, reused_from, updated_at)
        select x.line_id, ${documentId}::uuid, x.key, x.request, 'completed', x.storage_key,
          x.duration_ms, 'draft', ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${json}::jsonb)
          as x(line_id uuid, key text, request jsonb, storage_key text, duration_ms int)
        on conflict (line_id) do update set
          line_key = excluded.line_key, request = excluded.request, status = 'completed',
          error = null, storage_key = excluded.storage_key, duration_ms = excluded.duration_ms,
          reused_from = 'draft', updated_at = excluded.updated_at`);
    },

    /** Made lines of a document by key: what a later draft may reuse. */
    async madeByKey(
      documentId: string,
      tx?: Tx,
    ): Promise<Map<string, { storageKey: string; durationMs: number | null }>> {
      const rows = await (tx ?? db)
        .select({
          key: audioLines.lineKey,
          storageKey: audioLines.storageKey,
          durationMs: audioLines.durationMs,
        })
        .from(audioLines)
        .where(and(eq(audioLines.documentId, documentId), eq(audioLines.status, 'completed')));
      return new Map(
        rows
          .filter((r) => r.storageKey)
          .map((r) => [r.key, { storageKey: r.storageKey!, durationMs: r.durationMs }]),
      );
    },

    /** Lines that cannot be made, with why. */
    failMany: (documentId: string, rows: (Keyed & { error: string })[], now: Date, tx?: Tx) =>
      upsert(tx ?? db, documentId, rows, 'error', now),

    /** Unfinished lines in script order, the first `limit`. */
    async unfinished(documentId: string, limit: number): Promise<AudioLineRow[]> {
      const rows = await db
        .select({ line: audioLines })
        .from(audioLines)
        .innerJoin(lines, eq(lines.id, audioLines.lineId))
        .where(and(eq(audioLines.documentId, documentId), inArray(audioLines.status, UNFINISHED)))
        .orderBy(asc(lines.lineIndex))
        .limit(limit);
      return rows.map((r) => r.line);
    },

    /**
     * Unfinished lines now being made, only while the row still asks for the key the job read:
     * a line edited and asked for again since keeps its new key, pending, for the next batch.
     * Writing the old key back would let `complete` record the old words' sound on it.
     */
    async markProcessing(rows: Keyed[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update ${audioLines} set status = 'processing', updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${asJson(rows)}::jsonb) as x(line_id uuid, key text, error text)
        where ${audioLines.lineId} = x.line_id and ${audioLines.lineKey} = x.key
          and ${audioLines.status} in ('pending', 'processing')`);
    },

    /**
     * Records a made line, only while the row still asks for this key: a line edited and asked
     * for again meanwhile waits for its new words. False when nothing matched.
     */
    async complete(
      line: Keyed,
      done: { storageKey: string; durationMs: number; reusedFrom?: ReusedFrom },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(audioLines)
        .set({
          status: 'completed',
          storageKey: done.storageKey,
          durationMs: Math.round(done.durationMs),
          error: null,
          reusedFrom: done.reusedFrom ?? null,
          updatedAt: now,
        })
        .where(and(eq(audioLines.lineId, line.lineId), eq(audioLines.lineKey, line.key)))
        .returning({ id: audioLines.lineId });
      return rows.length > 0;
    },

    async fail(line: Keyed, error: string, now: Date): Promise<void> {
      await db
        .update(audioLines)
        .set({ status: 'error', error, storageKey: null, durationMs: null, updatedAt: now })
        .where(
          and(
            eq(audioLines.lineId, line.lineId),
            eq(audioLines.lineKey, line.key),
            inArray(audioLines.status, UNFINISHED),
          ),
        );
    },

    /** A job that gave up: its unfinished lines fail with the reason. */
    async failUnfinished(documentId: string, error: string, now: Date): Promise<void> {
      await db
        .update(audioLines)
        .set({ status: 'error', error, updatedAt: now })
        .where(and(eq(audioLines.documentId, documentId), inArray(audioLines.status, UNFINISHED)));
    },

    /**
     * Forgets the rows of lines the read leaves out (the narrator policy changed): they are not
     * made, counted or played. Their files stay listed for the document and go with it.
     */
    async keepOnly(documentId: string, heardLineIds: string[], tx: Tx): Promise<void> {
      const ofDocument = eq(audioLines.documentId, documentId);
      await tx
        .delete(audioLines)
        .where(
          heardLineIds.length === 0
            ? ofDocument
            : and(ofDocument, notInArray(audioLines.lineId, heardLineIds)),
        );
    },

    async countUnfinished(documentId: string, tx: Tx): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(audioLines)
        .where(and(eq(audioLines.documentId, documentId), inArray(audioLines.status, UNFINISHED)));
      return row.n;
    },

    /** How many of the document's lines are in each status. */
    async countByStatus(documentId: string, tx?: Tx): Promise<RowCounts> {
      const rows = await (tx ?? db)
        .select({
          status: audioLines.status,
          n: sql<number>`count(*)::int`,
          fromDraft: sql<number>`count(*) filter (where ${audioLines.reusedFrom} = 'draft')::int`,
          fromRun: sql<number>`count(*) filter (where ${audioLines.reusedFrom} = 'run')::int`,
        })
        .from(audioLines)
        .where(eq(audioLines.documentId, documentId))
        .groupBy(audioLines.status);
      const counts = {
        pending: 0,
        processing: 0,
        completed: 0,
        error: 0,
        fromDraft: 0,
        fromRun: 0,
      };
      for (const r of rows) {
        counts[r.status] = r.n;
        if (r.status === 'completed')
          Object.assign(counts, { fromDraft: r.fromDraft, fromRun: r.fromRun });
      }
      return counts;
    },
  };
}

/**
 * The lines' rows (audio_lines), the runs and files of a document's audio (audio-runs-dal.ts)
 * and the takes each line was made with (takes-dal.ts).
 */
export const createAudioDal = (db: Db) => ({
  ...createAudioLinesDal(db),
  ...createAudioRunsDal(db),
  ...createTakesDal(db),
});

export type AudioDal = ReturnType<typeof createAudioDal>;
