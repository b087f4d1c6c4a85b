import type { Tx } from '../../db/database';
import type { AudioRunRow } from '../../db/schema';
import type { AudioDeps } from './audio-deps';

/**
 * One maker of a document's audio at a time: the generation job or another take. Both hold the
 * document's run (audio_runs), so a line is never made by both at once —
 * which would synthesise it twice and let the slower one leave its sound on the line. A take
 * holds the run only while it is made; a Generate pressed meanwhile joins it as it joins a
 * running job, and the take hands the lines it asked for to a job when it is done.
 */
type SlotDeps = Pick<
  AudioDeps,
  'audio' | 'database' | 'documents' | 'job' | 'now' | 'staleAfterMs'
>;

/** A run that gave a sign of life recently: its maker is still at work. */
export function runAlive(deps: Pick<SlotDeps, 'now' | 'staleAfterMs'>, run?: AudioRunRow): boolean {
  const staleAfter = deps.staleAfterMs ?? 5 * 60_000;
  return !!run?.active && deps.now() - run.beatAt.getTime() < staleAfter;
}

/**
 * Takes the run for a take, under the document's lock; undefined while another maker holds it.
 * A run silent too long is taken over, as Generate takes it over: its lines are left to `release`.
 */
export async function claimRun(
  deps: SlotDeps,
  tx: Tx,
  documentId: string,
): Promise<number | undefined> {
  const current = await deps.audio.run(documentId, tx);
  if (runAlive(deps, current)) return undefined;
  const run = (current?.run ?? 0) + 1;
  await deps.audio.startRun(documentId, run, new Date(deps.now()), tx);
  return run;
}

/**
 * Ends a take's run, unless it was superseded; lines asked for meanwhile (a Generate pressed
 * while the take was made, or the take itself when it was not stored) go to a new job, queued
 * after commit.
 */
export async function releaseRun(deps: SlotDeps, documentId: string, run: number): Promise<void> {
  const next = await deps.database.db.transaction(async (tx) => {
    const doc = await deps.documents.lock(documentId, tx);
    const current = await deps.audio.run(documentId, tx);
    if (!doc || !current?.active || current.run !== run) return undefined;
    if ((await deps.audio.countUnfinished(documentId, tx)) === 0) {
      await deps.audio.endRun(documentId, run, tx);
      return undefined;
    }
    await deps.audio.startRun(documentId, run + 1, new Date(deps.now()), tx);
    return run + 1;
  });
  if (next !== undefined) await deps.job.enqueue({ documentId, run: next });
}
