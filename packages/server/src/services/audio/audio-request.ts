import { DOCUMENT_MESSAGES, VOICE_MESSAGES } from '@castmyscript/api/contract';

import type { Tx } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import { payForText } from '../drafts/page-growth';
import { ServiceError } from '../service-error';
import type { AudioDeps, Line } from './audio-deps';
import { runAlive } from './audio-slot';

export const AUDIO_MESSAGES = {
  busy: 'This document is still being processed. Please wait.',
  noLines: 'This script has no lines to voice yet.',
  started: 'Audio generation started. This may take several minutes...',
} as const;

const NO_SPEAKER = 'This line has no character and the narrator has no voice';

/**
 * Generate's one plan, under the document's lock: each line's voice, words and settings are
 * decided here once and saved on its audio row with its key, for the job to render as saved.
 * Returns the run to queue, if one is needed. `onlyPending`: lines that failed for what they say
 * now are left failed, so exactly the lines the player counts as needing audio are made.
 */
export async function requestRun(
  deps: AudioDeps,
  documentId: string,
  linesOf: (doc: DocumentRow, cast: Map<string, string>, tx: Tx) => Promise<Line[]>,
  onlyPending = false,
): Promise<number | undefined> {
  const { audio } = deps;
  const stamp = () => new Date(deps.now());
  return deps.database.db.transaction(async (tx) => {
    const doc = await deps.documents.lock(documentId, tx);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    const assigned = await deps.assignments.map(documentId, tx);
    const lines = await linesOf(doc, assigned, tx);
    if (lines.length === 0) throw new ServiceError('invalid', AUDIO_MESSAGES.noLines);
    if (lines.some((l) => l.stored.actor.trim() !== '' && !assigned.get(l.stored.actor)))
      throw new ServiceError('invalid', VOICE_MESSAGES.unassigned);
    await payForText(deps, tx, doc, 'Generate');
    // Lines the narrator policy leaves out are not made, counted or played.
    await audio.keepOnly(
      documentId,
      lines.map((l) => l.stored.id),
      tx,
    );
    // Made or being made for what the line says now: left alone. Failed lines are tried again,
    // unless only pending ones are asked for.
    const retry = (row: Line['row']) => !onlyPending && row?.status === 'error';
    const needed = lines.filter(
      ({ row, planned }) => planned.request && (!row || row.lineKey !== planned.key || retry(row)),
    );
    // A later draft: lines whose sound the draft before made (same key) are reused, not made.
    const made = doc.draftOf ? await audio.madeByKey(doc.draftOf, tx) : new Map();
    const plan = (l: Line) => ({
      lineId: l.stored.id,
      key: l.planned.key,
      request: l.planned.request!,
    });
    const reusable = needed.filter((l) => made.has(l.planned.key));
    await audio.reuse(
      documentId,
      reusable.map((l) => ({ ...plan(l), ...made.get(l.planned.key)! })),
      stamp(),
      tx,
    );
    await audio.request(
      documentId,
      needed.filter((l) => !made.has(l.planned.key)).map(plan),
      stamp(),
      tx,
    );
    // A line with no actor, in a script whose narrator has no voice: nobody can say it.
    await audio.failMany(
      documentId,
      lines
        .filter(({ row, planned }) => !planned.request && row?.lineKey !== '')
        .map((l) => ({ lineId: l.stored.id, key: '', error: NO_SPEAKER })),
      stamp(),
      tx,
    );
    // Every line now has a row for what it says: status may count rows until the next change.
    await audio.markRequested(
      documentId,
      {
        lines: doc.linesVersion,
        voices: doc.voicesVersion,
      },
      tx,
    );
    const unfinished = await audio.countUnfinished(documentId, tx);
    const current = await audio.run(documentId, tx);
    // A running job, or a take being made (audio-slot.ts), makes these lines when it is done.
    if (unfinished === 0 || runAlive(deps, current)) return undefined;
    const run = (current?.run ?? 0) + 1;
    await audio.startRun(documentId, run, stamp(), tx);
    return run;
  });
}
