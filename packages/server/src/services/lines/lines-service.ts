import {
  DOCUMENT_MESSAGES,
  type NewScene,
  type SavedScene,
  type Scene,
  SCENE_MESSAGES,
  SCENES_MAX,
  TOO_MANY_LINES,
  type UpdateSceneQuery,
  LINE_EDIT_MESSAGES,
  type PatchSceneBody,
} from '@castmyscript/api/contract';

import type { Database, Tx } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import type { DocumentsDal } from '../documents/documents-dal';
import { ServiceError } from '../service-error';
import type { LinesDal } from './lines-dal';
import { editedValues, type LineEdit } from './line-edit-fns';
import {
  changed,
  clean,
  defaultKind,
  planSave,
  sortActors,
  toScene,
  withHeadings,
} from './lines-fns';

/**
 * The lines of a document (scenes calls). Every write locks the document row first, so
 * saves, inserts and the parse job never interleave and indexes stay dense (0…n-1).
 */
export type LinesDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'findOwned' | 'lock' | 'linesChanged'>;
  lines: LinesDal;
  now: () => number;
};

/** While the parser is writing a document's lines, edits would be overwritten: refuse them. */
const BUSY = ['pending', 'processing'];

export function createLinesService(deps: LinesDeps) {
  const { lines } = deps;

  async function owned(user: UserRow, documentId: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  /**
   * Runs `fn` under the document's lock, once the document is known to be the caller's, and marks
   * its lines changed in the same transaction (the scenes list's ETag).
   */
  async function editing<T>(user: UserRow, documentId: string, fn: (tx: Tx) => Promise<T>) {
    await owned(user, documentId);
    return deps.database.db.transaction(async (tx) => {
      const doc = await deps.documents.lock(documentId, tx);
      if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
      if (BUSY.includes(doc.status)) {
        throw new ServiceError('conflict', 'This document is still being processed. Please wait.');
      }
      const result = await fn(tx);
      await deps.documents.linesChanged(documentId, tx);
      return result;
    });
  }

  /**
   * One line's words, speaker, kind and/or parentheticals, under the document's lock. The draft
   * `change` mark is left as it is: it compares the uploaded drafts, not the writer's edits since.
   * Longer text is not charged here: whatever synthesises it next pays for the growth first
   * (drafts/page-growth.ts), the same for every path that changes words.
   */
  async function edit(user: UserRow, lineId: string, change: LineEdit): Promise<Scene> {
    const found = await lines.findOwned(user.id, lineId);
    if (!found) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
    return editing(user, found.document.id, async (tx) => {
      const current = (await lines.findOwned(user.id, lineId, tx))?.line;
      if (!current) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
      const values = editedValues(current, change);
      if (values === 'speaker_needed')
        throw new ServiceError('invalid', LINE_EDIT_MESSAGES.speakerNeeded, {
          field: 'body.actor',
        });
      const row = await lines.update(lineId, { ...values, updatedAt: new Date(deps.now()) }, tx);
      return toScene(row, await lines.headingAt(row.documentId, row.lineIndex, tx));
    });
  }

  return {
    /**
     * Raised with every write to the lines, in its transaction. Read before the lines, a version
     * never stands for older lines than those a later list returns.
     */
    async linesVersion(user: UserRow, documentId: string): Promise<number> {
      return (await owned(user, documentId)).linesVersion;
    },

    async list(user: UserRow, documentId: string): Promise<Scene[]> {
      await owned(user, documentId);
      return withHeadings(await lines.list(documentId));
    },

    /** Replaces the whole list: lines left out are deleted, the rest renumbered in array order. */
    async save(
      user: UserRow,
      documentId: string,
      body: { scenes: SavedScene[] },
    ): Promise<Scene[]> {
      return editing(user, documentId, async (tx) => {
        const existing = await lines.list(documentId, tx);
        const planned = planSave(existing, body.scenes);
        const byId = new Map(existing.map((row) => [row.id, row]));
        const keep = new Set(planned.filter((r) => !r.isNew).map((r) => r.id));
        const now = new Date(deps.now());
        await lines.removeIds(
          existing.filter((row) => !keep.has(row.id)).map((row) => row.id),
          tx,
        );
        await lines.updateAll(
          planned.filter((r) => !r.isNew && changed(r, byId.get(r.id))),
          now,
          tx,
        );
        await lines.insertAll(
          documentId,
          planned.filter((r) => r.isNew),
          now,
          tx,
        );
        return withHeadings(await lines.list(documentId, tx));
      });
    },

    /** Inserts each line at its index (the end when absent or past it); later lines shift down. */
    async add(user: UserRow, documentId: string, items: NewScene[]): Promise<Scene[]> {
      return editing(user, documentId, async (tx) => {
        let count = await lines.count(documentId, tx);
        if (count + items.length > SCENES_MAX) throw new ServiceError('invalid', TOO_MANY_LINES);
        const now = new Date(deps.now());
        const created = [];
        for (const item of items) {
          const at = Math.min(item.scene_index ?? count, count);
          await lines.shiftFrom(documentId, at, tx);
          const actor = clean(item.actor).trim();
          const [row] = await lines.insertMany(
            [
              {
                documentId,
                lineIndex: at,
                actor,
                dialog: clean(item.dialog ?? item.text ?? ''),
                kind: item.kind ?? defaultKind(actor),
                direction: (item.direction && clean(item.direction).trim()) || null,
                directionAfter:
                  (item.direction_after && clean(item.direction_after).trim()) || null,
                createdAt: now,
                updatedAt: now,
              },
            ],
            tx,
          );
          created.push(row);
          count += 1;
        }
        // Indexes of earlier inserts may have shifted with later ones: answer from the table.
        const rows = await lines.list(documentId, tx);
        const all = withHeadings(rows);
        return created.map((c) => all.find((s) => s._id === c.id)!);
      });
    },

    /**
     * update-text: dialog (`scene_text`), speaker (`actor`) and/or parentheticals.
     * The same write as `edit`, so every path that changes a line's words is one path.
     */
    async update(user: UserRow, lineId: string, query: UpdateSceneQuery): Promise<Scene> {
      return edit(user, lineId, {
        dialog: query.scene_text,
        actor: query.actor,
        direction: query.direction,
        directionAfter: query.direction_after,
      });
    },

    /** PATCH scenes/{sceneId}: update-text's fields and the line's type, as JSON. */
    async patch(user: UserRow, lineId: string, body: PatchSceneBody): Promise<Scene> {
      return edit(user, lineId, {
        dialog: body.text,
        actor: body.actor,
        kind: body.type,
        direction: body.direction === null ? '' : body.direction,
        directionAfter: body.direction_after === null ? '' : body.direction_after,
      });
    },

    async actors(user: UserRow, documentId: string): Promise<string[]> {
      await owned(user, documentId);
      return sortActors(await lines.actorCounts(documentId));
    },
  };
}

export type LinesService = ReturnType<typeof createLinesService>;
