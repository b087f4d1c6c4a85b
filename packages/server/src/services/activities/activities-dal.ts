import { desc, eq } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { activities, type ActivityRow, type NewActivityRow } from '../../db/schema';

/** Data access for `activities`. Reads are scoped to one user; writes join `tx` when given. */
export function createActivitiesDal(db: Db) {
  return {
    async insert(values: NewActivityRow, tx?: Tx): Promise<ActivityRow> {
      const [row] = await (tx ?? db).insert(activities).values(values).returning();
      return row;
    },

    /** Newest first; same-instant rows in the order they were written, last first. */
    async recent(userId: string, limit: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.seq))
        .limit(limit);
    },
  };
}

export type ActivitiesDal = ReturnType<typeof createActivitiesDal>;
