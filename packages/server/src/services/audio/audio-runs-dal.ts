import { and, eq, lte, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { audioFiles, audioLines, type AudioRunRow, audioRuns, documents } from '../../db/schema';

/** Data access for a document's generation runs (audio_runs) and its stored files (audio_files). */
export function createAudioRunsDal(db: Db) {
  async function run(documentId: string, tx?: Tx): Promise<AudioRunRow | undefined> {
    const [row] = await (tx ?? db)
      .select()
      .from(audioRuns)
      .where(eq(audioRuns.documentId, documentId));
    return row;
  }

  return {
    run,

    /** Run `run` of the document is now the active one. */
    async startRun(documentId: string, run: number, now: Date, tx: Tx): Promise<void> {
      await tx
        .insert(audioRuns)
        .values({ documentId, run, active: true, beatAt: now })
        .onConflictDoUpdate({
          target: audioRuns.documentId,
          set: { run, active: true, beatAt: now },
        });
    },

    /** Every line was asked for as the document's lines and casting read at these versions. */
    async markRequested(
      documentId: string,
      versions: { lines: number; voices: number },
      tx: Tx,
    ): Promise<void> {
      const set = {
        requestedLinesVersion: versions.lines,
        requestedVoicesVersion: versions.voices,
      };
      await tx
        .insert(audioRuns)
        .values({ documentId, ...set })
        .onConflictDoUpdate({ target: audioRuns.documentId, set });
    },

    /** The job's sign of life; false when its run was superseded or the document deleted. */
    async beat(documentId: string, run: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(audioRuns)
        .set({ beatAt: now })
        .where(and(eq(audioRuns.documentId, documentId), eq(audioRuns.run, run)))
        .returning({ id: audioRuns.documentId });
      return rows.length > 0;
    },

    /** Replaces active run `from` by the next one; undefined when it is not active any more. */
    async nextRun(documentId: string, from: number, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(audioRuns)
        .set({ run: sql`${audioRuns.run} + 1`, beatAt: now })
        .where(
          and(
            eq(audioRuns.documentId, documentId),
            eq(audioRuns.run, from),
            eq(audioRuns.active, true),
          ),
        )
        .returning({ run: audioRuns.run });
      return row?.run;
    },

    async endRun(documentId: string, run: number, tx?: Tx): Promise<void> {
      await (tx ?? db)
        .update(audioRuns)
        .set({ active: false })
        .where(and(eq(audioRuns.documentId, documentId), eq(audioRuns.run, run)));
    },

    /** Runs still active whose job last gave a sign of life at or before `silentSince`. */
    async activeRuns(silentSince: Date): Promise<{ documentId: string; run: number }[]> {
      return db
        .select({ documentId: audioRuns.documentId, run: audioRuns.run })
        .from(audioRuns)
        .where(and(eq(audioRuns.active, true), lte(audioRuns.beatAt, silentSince)));
    },

    async setCombined(documentId: string, key: string): Promise<string | null> {
      const before = await run(documentId);
      await db
        .insert(audioRuns)
        .values({ documentId, combinedKey: key })
        .onConflictDoUpdate({ target: audioRuns.documentId, set: { combinedKey: key } });
      return before?.combinedKey ?? null;
    },

    /**
     * The Generate run that recorded the file: undefined when none did (not stored, or stored
     * by another call), so a line finding it was not made by its own run.
     */
    async fileRun(storageKey: string): Promise<number | undefined> {
      const [row] = await db
        .select({ run: audioFiles.run })
        .from(audioFiles)
        .where(eq(audioFiles.storageKey, storageKey));
      return row?.run ?? undefined;
    },

    /**
     * Records a file about to be stored for the document. False when the document is gone: the
     * file must not be written then, or nothing would ever delete it.
     */
    async addFile(documentId: string, storageKey: string, run?: number): Promise<boolean> {
      try {
        const result = await db.execute(sql`
          insert into ${audioFiles} (storage_key, document_id, run)
          select ${storageKey}, ${documentId}::uuid, ${run ?? null}::int
          where exists (select 1 from ${documents} where ${documents.id} = ${documentId}::uuid)
          on conflict (storage_key) do update set storage_key = excluded.storage_key
          returning storage_key`);
        return rowCount(result) > 0;
      } catch (err) {
        // The document's delete committed while this insert waited on its row: gone as well.
        if (pgCode(err) === FOREIGN_KEY_VIOLATION) return false;
        throw err;
      }
    },

    /**
     * The files to delete with the document: its own, less those a later draft's lines play (a
     * reused line points at the earlier draft's file) — those pass to that draft, which deletes
     * them in its turn.
     */
    async filesOf(documentId: string, tx?: Tx): Promise<string[]> {
      const ex = tx ?? db;
      await ex.execute(sql`
        update ${audioFiles} f set document_id = (
          select l.document_id from ${audioLines} l
          where l.storage_key = f.storage_key and l.document_id <> f.document_id limit 1)
        where f.document_id = ${documentId}::uuid and exists (
          select 1 from ${audioLines} l
          where l.storage_key = f.storage_key and l.document_id <> ${documentId}::uuid)`);
      const rows = await ex
        .select({ key: audioFiles.storageKey })
        .from(audioFiles)
        .where(eq(audioFiles.documentId, documentId));
      return rows.map((r) => r.key);
    },
  };
}

const FOREIGN_KEY_VIOLATION = '23503';

/** PostgreSQL's error code, on the error or on the driver error the ORM wrapped. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Rows returned by a raw statement, whichever driver ran it. */
function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
