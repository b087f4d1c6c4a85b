import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import {
  documents,
  type NewNoteRow,
  noteReplies,
  type NoteReplyRow,
  type NoteRow,
  notes,
} from '../../db/schema';
import { isUuid } from '../documents/documents-dal';

/** Data access for `notes`. Each call joins `tx` when given. */
export function createNotesDal(db: Db) {
  return {
    async insert(values: NewNoteRow, tx?: Tx): Promise<NoteRow> {
      const [row] = await (tx ?? db).insert(notes).values(values).returning();
      return row;
    },
    /** The note, only when its document is `userId`'s. */
    async findOwned(userId: string, noteId: string, tx?: Tx): Promise<NoteRow | undefined> {
      if (!isUuid(noteId)) return undefined;
      const [row] = await (tx ?? db)
        .select({ note: notes })
        .from(notes)
        .innerJoin(documents, eq(documents.id, notes.documentId))
        .where(and(eq(notes.id, noteId), eq(documents.userId, userId)));
      return row?.note;
    },
    /** Every note of these drafts, oldest first. */
    async listFor(documentIds: string[], tx?: Tx): Promise<NoteRow[]> {
      if (documentIds.length === 0) return [];
      return (tx ?? db)
        .select()
        .from(notes)
        .where(inArray(notes.documentId, documentIds))
        .orderBy(asc(notes.createdAt), asc(notes.id));
    },
    async update(
      id: string,
      values: Partial<Pick<NoteRow, 'text' | 'resolvedAt'>> & Pick<NoteRow, 'updatedAt'>,
      tx?: Tx,
    ) {
      const [row] = await (tx ?? db).update(notes).set(values).where(eq(notes.id, id)).returning();
      return row;
    },
    async addReply(values: typeof noteReplies.$inferInsert, tx?: Tx): Promise<NoteReplyRow> {
      const [row] = await (tx ?? db).insert(noteReplies).values(values).returning();
      return row;
    },
    /** The replies under these notes, oldest first. */
    async repliesFor(noteIds: string[], tx?: Tx): Promise<NoteReplyRow[]> {
      if (noteIds.length === 0) return [];
      return (tx ?? db)
        .select()
        .from(noteReplies)
        .where(inArray(noteReplies.noteId, noteIds))
        .orderBy(asc(noteReplies.createdAt), asc(noteReplies.id));
    },
    async remove(id: string, tx?: Tx): Promise<void> {
      await (tx ?? db).delete(notes).where(eq(notes.id, id));
    },
  };
}

export type NotesDal = ReturnType<typeof createNotesDal>;
