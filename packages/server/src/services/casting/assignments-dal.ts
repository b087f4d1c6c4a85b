import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { voiceAssignments } from '../../db/schema';

/** Data access for `voice_assignments`. Callers check the document is the user's first. */
export function createAssignmentsDal(db: Db) {
  return {
    /** actor → voice id, for the actors that have one. */
    async map(documentId: string, tx?: Tx): Promise<Map<string, string>> {
      const rows = await (tx ?? db)
        .select({ actor: voiceAssignments.actor, voiceId: voiceAssignments.voiceId })
        .from(voiceAssignments)
        .where(eq(voiceAssignments.documentId, documentId));
      return new Map(rows.map((r) => [r.actor, r.voiceId]));
    },

    async save(
      documentId: string,
      rows: { actor: string; voiceId: string }[],
      now: Date,
      tx: Tx,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(voiceAssignments)
        .values(
          rows.map((r) => ({ documentId, actor: r.actor, voiceId: r.voiceId, updatedAt: now })),
        )
        .onConflictDoUpdate({
          target: [voiceAssignments.documentId, voiceAssignments.actor],
          set: { voiceId: sql`excluded.voice_id`, updatedAt: now },
        });
    },

    async remove(documentId: string, actors: string[], tx: Tx): Promise<void> {
      if (actors.length === 0) return;
      await tx
        .delete(voiceAssignments)
        .where(
          and(eq(voiceAssignments.documentId, documentId), inArray(voiceAssignments.actor, actors)),
        );
    },
  };
}

export type AssignmentsDal = ReturnType<typeof createAssignmentsDal>;
