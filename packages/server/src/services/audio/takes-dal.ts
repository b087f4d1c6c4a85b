import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { audioFiles, audioLines, type LineTakeRow, lineTakes } from '../../db/schema';

/** How many takes a line keeps: the newest five. */
export const TAKES_KEPT = 5;

export type NewTake = Omit<LineTakeRow, 'id' | 'createdAt'>;

/** Data access for the takes each line was made with (line_takes). */
export function createTakesDal(db: Db) {
  return {
    /** The line's takes, newest first. */
    async takes(lineId: string, tx?: Tx): Promise<LineTakeRow[]> {
      return (tx ?? db)
        .select()
        .from(lineTakes)
        .where(eq(lineTakes.lineId, lineId))
        .orderBy(desc(lineTakes.createdAt), desc(lineTakes.id))
        .limit(TAKES_KEPT);
    },

    async take(lineId: string, takeId: string, tx?: Tx): Promise<LineTakeRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(lineTakes)
        .where(and(eq(lineTakes.lineId, lineId), eq(lineTakes.id, takeId)));
      return row;
    },

    /**
     * Records a take of the line as made now. The same sound made again (the same file) is the
     * same take, now the newest, not a second copy of it in the list.
     */
    async recordTake(take: NewTake, now: Date): Promise<void> {
      const same = and(
        eq(lineTakes.lineId, take.lineId),
        eq(lineTakes.storageKey, take.storageKey),
      );
      const moved = await db
        .update(lineTakes)
        .set({ ...take, createdAt: now })
        .where(same)
        .returning({ id: lineTakes.id });
      if (moved.length === 0) await db.insert(lineTakes).values({ ...take, createdAt: now });
    },

    /**
     * Forgets the line's takes past the newest five. Answers the files only they played: no
     * line of any draft plays them and no other take holds them, so they may be deleted. Their
     * `audio_files` rows go here; the caller deletes the files after commit.
     */
    async pruneTakes(lineId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const kept = await tx
          .select({ id: lineTakes.id })
          .from(lineTakes)
          .where(eq(lineTakes.lineId, lineId))
          .orderBy(desc(lineTakes.createdAt), desc(lineTakes.id))
          .limit(TAKES_KEPT);
        if (kept.length < TAKES_KEPT) return [];
        const dropped = await tx
          .delete(lineTakes)
          .where(
            and(
              eq(lineTakes.lineId, lineId),
              notInArray(
                lineTakes.id,
                kept.map((k) => k.id),
              ),
            ),
          )
          .returning({ storageKey: lineTakes.storageKey });
        const keys = [...new Set(dropped.map((d) => d.storageKey))];
        if (keys.length === 0) return [];
        const played = await tx
          .select({ key: audioLines.storageKey })
          .from(audioLines)
          .where(inArray(audioLines.storageKey, keys));
        const held = await tx
          .select({ key: lineTakes.storageKey })
          .from(lineTakes)
          .where(inArray(lineTakes.storageKey, keys));
        const used = new Set([...played, ...held].map((r) => r.key));
        const unused = keys.filter((k) => !used.has(k));
        if (unused.length > 0)
          await tx.delete(audioFiles).where(inArray(audioFiles.storageKey, unused));
        return unused;
      });
    },
  };
}
