import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { LineTake } from '@castmyscript/api/contract';

import type { Db, Tx } from '../../db/database';
import {
  type DocumentRow,
  documents,
  type NewSceneRow,
  type SceneLine,
  type SceneRow,
  scenes,
} from '../../db/schema';
import { isUuid } from '../documents/documents-dal';
import { clean } from './scenes-fns';

/** The fields of a line as the writers take them. */
export type LineValues = {
  id?: string;
  sceneIndex: number;
  actor: string;
  dialog: string;
  kind: SceneRow['kind'];
  direction: string | null;
  directionAfter: string | null;
  /** Drafts: how the line compares with the previous draft, and the line it matched there. */
  change?: SceneRow['change'];
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
      scene_index: r.sceneIndex,
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
 * The columns of a `SceneLine`. A feature film is ~2000 lines read on every scenes list and audio
 * status call: leaving out the two timestamps makes that read about a third cheaper.
 */
const lineColumns = {
  id: scenes.id,
  documentId: scenes.documentId,
  sceneIndex: scenes.sceneIndex,
  actor: scenes.actor,
  dialog: scenes.dialog,
  kind: scenes.kind,
  direction: scenes.direction,
  directionAfter: scenes.directionAfter,
  change: scenes.change,
  previousId: scenes.previousId,
  take: scenes.take,
};

/** Data access for `scenes`. Writers run inside the caller's transaction, under the document's lock. */
/** Lines per insert statement: a few hundred milliseconds of work at most. */
const INSERT_BATCH = 1_000;

async function insertBatch(tx: Tx, documentId: string, rows: LineValues[], now: Date) {
  const at = now.toISOString();
  await tx.execute(sql`
    insert into ${scenes} (id, document_id, scene_index, actor, dialog, kind, direction,
                           direction_after, change, previous_id, take, file_line, created_at,
                           updated_at)
    select coalesce(x.id, gen_random_uuid()), ${documentId}::uuid, x.scene_index, x.actor,
           x.dialog, x.kind, x.direction, x.direction_after, x.change, x.previous_id,
           x.take, x.file_line, ${at}::timestamptz, ${at}::timestamptz
    from jsonb_to_recordset(${asJson(rows)}::jsonb)
      as x(id uuid, scene_index int, actor text, dialog text, kind text, direction text,
           direction_after text, change text, previous_id uuid, take jsonb, file_line jsonb)`);
}

export function createScenesDal(db: Db) {
  return {
    /**
     * Drafts: the document's changed lines, in order, each with the words its matched line had in
     * the draft before (GET documents/{id}/changes). A line whose earlier draft was deleted since
     * has no words to show and is left out.
     */
    async changedFrom(documentId: string): Promise<{ sceneId: string; oldText: string }[]> {
      const before = alias(scenes, 'before');
      return db
        .select({ sceneId: scenes.id, oldText: before.dialog })
        .from(scenes)
        .innerJoin(before, eq(before.id, scenes.previousId))
        .where(and(eq(scenes.documentId, documentId), eq(scenes.change, 'changed')))
        .orderBy(asc(scenes.sceneIndex));
    },

    async list(documentId: string, tx?: Tx): Promise<SceneLine[]> {
      return (tx ?? db)
        .select(lineColumns)
        .from(scenes)
        .where(eq(scenes.documentId, documentId))
        .orderBy(asc(scenes.sceneIndex), asc(scenes.createdAt));
    },

    /** The line and its document, only when the document is `userId`'s. */
    async findOwned(
      userId: string,
      sceneId: string,
      tx?: Tx,
    ): Promise<{ scene: SceneRow; document: DocumentRow } | undefined> {
      if (!isUuid(sceneId)) return undefined;
      const [row] = await (tx ?? db)
        .select({ scene: scenes, document: documents })
        .from(scenes)
        .innerJoin(documents, eq(documents.id, scenes.documentId))
        .where(and(eq(scenes.id, sceneId), eq(documents.userId, userId)));
      return row;
    },

    /** The text of the nearest scene heading at or before `index`. */
    async headingAt(documentId: string, index: number, tx?: Tx): Promise<string | null> {
      const [row] = await (tx ?? db)
        .select({ dialog: scenes.dialog })
        .from(scenes)
        .where(
          and(
            eq(scenes.documentId, documentId),
            eq(scenes.kind, 'scene_heading'),
            lte(scenes.sceneIndex, index),
          ),
        )
        .orderBy(desc(scenes.sceneIndex))
        .limit(1);
      return row?.dialog ?? null;
    },

    async count(documentId: string, tx?: Tx): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ n: sql<number>`count(*)::int` })
        .from(scenes)
        .where(eq(scenes.documentId, documentId));
      return row.n;
    },

    /** Per actor: how many lines, and the index of the first one. */
    async actorCounts(
      documentId: string,
    ): Promise<{ actor: string; lines: number; first: number }[]> {
      return db
        .select({
          actor: scenes.actor,
          lines: sql<number>`count(*)::int`,
          first: sql<number>`min(${scenes.sceneIndex})::int`,
        })
        .from(scenes)
        .where(eq(scenes.documentId, documentId))
        .groupBy(scenes.actor);
    },

    async insertMany(tx: Tx, rows: NewSceneRow[]): Promise<SceneRow[]> {
      const out: SceneRow[] = [];
      for (const part of chunks(rows))
        out.push(...(await tx.insert(scenes).values(part).returning()));
      return out;
    },

    /**
     * Many lines in few statements: each batch's rows travel as one JSON parameter and
     * PostgreSQL unpacks them, several times faster than thousands of bind parameters (a feature
     * film is ~2000 lines). Lines without an id get a fresh one.
     */
    async insertAll(tx: Tx, documentId: string, rows: LineValues[], now: Date): Promise<void> {
      // In batches, the event loop free between them: an embedded database runs each statement
      // on the API's own thread, and one statement of ten thousand lines held it for seconds.
      for (let from = 0; from < rows.length; from += INSERT_BATCH) {
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        await insertBatch(tx, documentId, rows.slice(from, from + INSERT_BATCH), now);
      }
    },

    async removeAll(tx: Tx, documentId: string): Promise<void> {
      await tx.delete(scenes).where(eq(scenes.documentId, documentId));
    },

    async removeIds(tx: Tx, ids: string[]): Promise<void> {
      for (const part of chunks(ids)) await tx.delete(scenes).where(inArray(scenes.id, part));
    },

    /** Lines at `from` and after move down by one, making room for an insert at `from`. */
    async shiftFrom(tx: Tx, documentId: string, from: number): Promise<void> {
      await tx
        .update(scenes)
        .set({ sceneIndex: sql`${scenes.sceneIndex} + 1` })
        .where(and(eq(scenes.documentId, documentId), gte(scenes.sceneIndex, from)));
    },

    async update(tx: Tx, id: string, values: Partial<NewSceneRow>): Promise<SceneRow> {
      const [row] = await tx
        .update(scenes)
        .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
        .where(eq(scenes.id, id))
        .returning();
      return row;
    },

    /** Writes many existing lines in one statement (a save renumbers most of them). */
    async updateAll(tx: Tx, rows: LineValues[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await tx.execute(sql`
        update ${scenes} set
          scene_index = x.scene_index, actor = x.actor, dialog = x.dialog,
          kind = x.kind, direction = x.direction, direction_after = x.direction_after,
          updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${asJson(rows)}::jsonb)
          as x(id uuid, scene_index int, actor text, dialog text, kind text, direction text,
               direction_after text)
        where ${scenes.id} = x.id`);
    },
  };
}

export type ScenesDal = ReturnType<typeof createScenesDal>;
