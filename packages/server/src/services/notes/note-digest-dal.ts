import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { documents, noteDigests, type NoteRow, notes } from '../../db/schema';

/**
 * Data access for the writer's digest of listeners' notes. A script is all its drafts: `scriptId`
 * is its first draft's id (drafts carry it; a first draft is its own). Each call joins `tx` when
 * given.
 */
export function createNoteDigestDal(db: Db) {
  const draftsOf = (scriptId: string) =>
    or(eq(documents.id, scriptId), eq(documents.scriptId, scriptId));
  return {
    /** Holds the script's digest for the transaction: two workers never both decide to send. */
    async lockScript(scriptId: string, tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notes.digest:${scriptId}`}))`);
    },
    /** When the script's last digest went out, whichever draft it was sent for. */
    async lastSent(scriptId: string, tx?: Tx): Promise<Date | undefined> {
      const [row] = await (tx ?? db)
        .select({ sentAt: max(noteDigests.sentAt) })
        .from(noteDigests)
        .innerJoin(documents, eq(documents.id, noteDigests.documentId))
        .where(draftsOf(scriptId));
      return row?.sentAt ?? undefined;
    },
    /** Listeners' notes on any draft of the script not mailed yet, in script order. */
    async unmailed(scriptId: string, tx?: Tx): Promise<NoteRow[]> {
      const drafts = (tx ?? db)
        .select({ id: documents.id })
        .from(documents)
        .where(draftsOf(scriptId));
      return (tx ?? db)
        .select()
        .from(notes)
        .where(
          and(
            inArray(notes.documentId, drafts),
            eq(notes.authorKind, 'listener'),
            isNull(notes.mailedAt),
          ),
        )
        .orderBy(asc(notes.lineIndex), asc(notes.createdAt), asc(notes.id));
    },
    /** Records a digest sent at `at` for the draft `documentId`, holding these notes. */
    async sent(documentId: string, noteIds: string[], at: Date, tx: Tx): Promise<void> {
      await tx.update(notes).set({ mailedAt: at }).where(inArray(notes.id, noteIds));
      await tx
        .insert(noteDigests)
        .values({ documentId, sentAt: at })
        .onConflictDoUpdate({ target: noteDigests.documentId, set: { sentAt: at } });
    },
  };
}

export type NoteDigestDal = ReturnType<typeof createNoteDigestDal>;
