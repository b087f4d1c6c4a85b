import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { noteDigests, type NoteRow, notes } from '../../db/schema';

/** Data access for the writer's digest of listeners' notes. Each call joins `tx` when given. */
export function createNoteDigestDal(db: Db) {
  return {
    /** When the document's last digest went out, if one did. */
    async lastSent(documentId: string, tx?: Tx): Promise<Date | undefined> {
      const [row] = await (tx ?? db)
        .select({ sentAt: noteDigests.sentAt })
        .from(noteDigests)
        .where(eq(noteDigests.documentId, documentId));
      return row?.sentAt;
    },
    /** Listeners' notes on the document not mailed yet, in script order. */
    async unmailed(documentId: string, tx?: Tx): Promise<NoteRow[]> {
      return (tx ?? db)
        .select()
        .from(notes)
        .where(
          and(
            eq(notes.documentId, documentId),
            eq(notes.authorKind, 'listener'),
            isNull(notes.mailedAt),
          ),
        )
        .orderBy(asc(notes.sceneIndex), asc(notes.createdAt), asc(notes.id));
    },
    /** Records a digest sent at `at` holding these notes. */
    async sent(tx: Tx, documentId: string, noteIds: string[], at: Date): Promise<void> {
      await tx.update(notes).set({ mailedAt: at }).where(inArray(notes.id, noteIds));
      await tx
        .insert(noteDigests)
        .values({ documentId, sentAt: at })
        .onConflictDoUpdate({ target: noteDigests.documentId, set: { sentAt: at } });
    },
  };
}

export type NoteDigestDal = ReturnType<typeof createNoteDigestDal>;
