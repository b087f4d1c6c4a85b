import {
  CARRY_OVER_MESSAGES,
  type CarryOverData,
  type CarryOverLine,
  DOCUMENT_MESSAGES,
} from '@castmyscript/api/contract';

import type { Database, Tx } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { DocumentsDal } from '../documents/documents-dal';
import type { LinesDal } from '../lines/lines-dal';
import { editedValues } from '../lines/line-edit-fns';
import { withHeadings } from '../lines/lines-fns';
import { ServiceError } from '../service-error';
import type { CarryOverDal } from './carry-over-dal';
import { carriedValues, type PendingEdit, pendingEdit } from './carry-over-fns';

export type CarryOverDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'findOwned' | 'lock' | 'linesChanged'>;
  lines: Pick<LinesDal, 'list' | 'update'>;
  carryOver: CarryOverDal;
  now: () => number;
};

/** While the parser writes a draft's lines they are not there to carry anything onto. */
const BUSY = ['pending', 'processing'];

const toLine = (e: PendingEdit): CarryOverLine => ({
  scene_id: e.next.id,
  previous_scene_id: e.previous.id,
  scene_index: e.next.lineIndex,
  fields: e.fields,
  edited: e.edited,
  file: e.file,
});

/**
 * Drafts: edits the writer made in the app on the previous draft that the new draft's file lacks
 * (GET documents/{id}/changes `carry_over`), and carrying them over (POST documents/{id}/carry-over).
 * A carried line is written as an in-app edit is: its audio is made again on the next Generate.
 */
export function createCarryOverService(deps: CarryOverDeps) {
  async function pending(documentId: string, tx?: Tx): Promise<PendingEdit[]> {
    const pairs = await deps.carryOver.pairs(documentId, tx);
    return pairs.flatMap(({ previous, next }) => pendingEdit(previous, next) ?? []);
  }

  return {
    /** The edits still to carry over onto `documentId`; the caller has checked it is the user's. */
    async list(documentId: string): Promise<CarryOverLine[]> {
      return (await pending(documentId)).map(toLine);
    },

    /**
     * Carries over the edits of `lineIds` (the new draft's line ids), or all when absent, under
     * the document's lock. An id that is not one of this draft's lines is 404; a line with
     * nothing left to carry (pressed twice) is skipped.
     */
    async apply(user: UserRow, documentId: string, lineIds?: string[]): Promise<CarryOverData> {
      if (!(await deps.documents.findOwned(user.id, documentId)))
        throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
      return deps.database.db.transaction(async (tx) => {
        const doc = await deps.documents.lock(documentId, tx);
        if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
        if (BUSY.includes(doc.status))
          throw new ServiceError(
            'conflict',
            'This document is still being processed. Please wait.',
          );
        if (lineIds) {
          const lines = new Set((await deps.lines.list(documentId, tx)).map((l) => l.id));
          if (lineIds.some((id) => !lines.has(id)))
            throw new ServiceError('not_found', CARRY_OVER_MESSAGES.unknownScene, {
              field: 'body.scene_ids',
            });
        }
        const wanted = lineIds && new Set(lineIds);
        const chosen = (await pending(documentId, tx)).filter(
          (e) => !wanted || wanted.has(e.next.id),
        );
        const carried = new Set<string>();
        const at = new Date(deps.now());
        for (const edit of chosen) {
          const values = editedValues(edit.next, carriedValues(edit));
          // A dialogue type without its speaker cannot be written alone; the edit stays listed.
          if (values === 'speaker_needed') continue;
          await deps.lines.update(edit.next.id, { ...values, updatedAt: at }, tx);
          carried.add(edit.next.id);
        }
        if (carried.size > 0) await deps.documents.linesChanged(documentId, tx);
        const scenes = withHeadings(await deps.lines.list(documentId, tx));
        return {
          scenes: scenes.filter((s) => carried.has(s._id)),
          carry_over: (await pending(documentId, tx)).map(toLine),
        };
      });
    },
  };
}

export type CarryOverService = ReturnType<typeof createCarryOverService>;
