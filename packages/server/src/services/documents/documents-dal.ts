import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type DocumentRow, documents, type NewDocumentRow } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a UUID names no row (and must not reach a uuid column). */
export const isUuid = (id: string) => UUID.test(id);

/** Data access for `documents`. Every read is scoped to its owner; each call joins `tx` when given. */
export function createDocumentsDal(db: Db) {
  return {
    async create(values: NewDocumentRow, tx?: Tx): Promise<DocumentRow> {
      const [row] = await (tx ?? db).insert(documents).values(values).returning();
      return row;
    },

    /** The owner's document, or undefined for a missing one and for anyone else's alike. */
    async findOwned(userId: string, id: string, tx?: Tx): Promise<DocumentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await (tx ?? db)
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row;
    },

    async findById(id: string, tx?: Tx): Promise<DocumentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await (tx ?? db).select().from(documents).where(eq(documents.id, id));
      return row;
    },

    /** Locks the row until `tx` ends: status changes and charges are decided under this lock. */
    async lock(id: string, tx: Tx): Promise<DocumentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
      return row;
    },

    /** Marks the document's lines as changed, in the transaction that changes them. */
    async linesChanged(id: string, tx: Tx): Promise<void> {
      await tx
        .update(documents)
        .set({ linesVersion: sql`${documents.linesVersion} + 1` })
        .where(eq(documents.id, id));
    },

    /** Marks the document's voice casting as changed, in the transaction that changes it. */
    async voicesChanged(id: string, tx: Tx): Promise<void> {
      await tx
        .update(documents)
        .set({ voicesVersion: sql`${documents.voicesVersion} + 1` })
        .where(eq(documents.id, id));
    },

    /** Confirmed documents only: an upload URL that was never used is not a document yet. */
    async listOwned(userId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), isNotNull(documents.confirmedAt)))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    async update(id: string, values: Partial<NewDocumentRow>, tx?: Tx): Promise<DocumentRow> {
      const [row] = await (tx ?? db)
        .update(documents)
        .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
        .where(eq(documents.id, id))
        .returning();
      return row;
    },

    /**
     * Sets `values` on a document not confirmed yet; undefined when it was (or is gone). Of two
     * confirms at once exactly one records its file.
     */
    async confirmOnce(
      id: string,
      values: Partial<NewDocumentRow>,
      tx?: Tx,
    ): Promise<DocumentRow | undefined> {
      const [row] = await (tx ?? db)
        .update(documents)
        .set(values)
        .where(and(eq(documents.id, id), isNull(documents.confirmedAt)))
        .returning();
      return row;
    },

    async remove(id: string, tx?: Tx): Promise<void> {
      await (tx ?? db).delete(documents).where(eq(documents.id, id));
    },

    /**
     * Names every draft of the user's script `scriptId` (the title is the script's).
     * `edited` is the writer's own name, which a later title page does not replace; a title page's
     * name (`edited` false) leaves a script the writer named alone.
     */
    async retitle(
      userId: string,
      scriptId: string,
      title: string,
      edited: boolean,
      tx: Tx,
    ): Promise<void> {
      await tx
        .update(documents)
        .set({ title, titleEdited: edited })
        .where(
          and(
            eq(documents.userId, userId),
            or(eq(documents.scriptId, scriptId), eq(documents.id, scriptId)),
            edited ? undefined : eq(documents.titleEdited, false),
          ),
        );
    },

    /** The number the next draft of the script `scriptId` takes: one past its newest. */
    async nextDraftNumber(scriptId: string, tx?: Tx): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ top: sql<number>`coalesce(max(${documents.draftNumber}), 0)::int` })
        .from(documents)
        .where(or(eq(documents.scriptId, scriptId), eq(documents.id, scriptId)));
      return (row?.top ?? 0) + 1;
    },
  };
}

export type DocumentsDal = ReturnType<typeof createDocumentsDal>;
