import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db, Tx } from '../../db/database';
import { lines } from '../../db/schema';
import type { CarryLine } from './carry-over-fns';

/** The earlier draft's line, joined to the line that matched it. */
const before = alias(lines, 'before');

/** The same columns of the line and of the earlier draft's. */
const columns = (t: typeof lines | typeof before) => ({
  id: t.id,
  lineIndex: t.lineIndex,
  actor: t.actor,
  dialog: t.dialog,
  kind: t.kind,
  direction: t.direction,
  directionAfter: t.directionAfter,
  fileLine: t.fileLine,
});

/** Drafts' carry-over: a draft's lines beside the previous draft's lines they matched. */
export function createCarryOverDal(db: Db) {
  return {
    /**
     * Each line of `documentId` that matched a line of the draft before, with that line, in
     * script order. A line whose earlier draft was deleted since has no partner and is left out.
     */
    async pairs(documentId: string, tx?: Tx): Promise<{ next: CarryLine; previous: CarryLine }[]> {
      return (tx ?? db)
        .select({ next: columns(lines), previous: columns(before) })
        .from(lines)
        .innerJoin(before, eq(before.id, lines.previousId))
        .where(eq(lines.documentId, documentId))
        .orderBy(asc(lines.lineIndex));
    },
  };
}

export type CarryOverDal = ReturnType<typeof createCarryOverDal>;
