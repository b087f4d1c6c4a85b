import type { QueuePort } from '../../adapters/queue/queue-port';
import { type StoragePort, StorageUnavailableError } from '../../adapters/storage/storage-port';
import type { Database } from '../../db/database';
import type { AudioLineRow } from '../../db/schema';
import {
  type Outcome,
  type RenderedLine,
  type VoiceEngine,
  VoiceError,
} from '../../adapters/tts/tts-port';
import { audioGenerated } from '../activities/activity-entries';
import type { ActivityLog } from '../activities/activity-log';
import type { DocumentsDal } from '../documents/documents-dal';
import type { DocumentWork, WorkHandle } from '../documents/document-work';
import type { AudioDal, PlannedRow } from './audio-dal';
import { createJobFiles } from './audio-job-files';

/**
 * The generation job of one document (audio generation; check 39).
 *
 * It takes the unfinished lines in script order, a batch at a time, each with the plan Generate
 * saved on its row (voice, words, settings, key: the job never reads the script or the casting),
 * and hands each batch to the engine, which starts them in order on its worker threads: the first
 * line is stored and
 * playable while the rest are still being made. A line whose MP3 is already stored under its key
 * (same voice, words and settings) is not made again. A line that fails is marked failed with
 * the engine's reason (providers' 429/5xx were already retried by the engine) and the rest go
 * on. The job loops until no line is left, so a Generate pressed while it runs is picked up by it:
 * a line edited and asked for again after its batch was read keeps its new key (the engine may
 * still make the old words, which are not recorded on it), and the next batch makes it.
 *
 * Idempotent: the queue may run it again after a crash; it then resumes from the lines' state.
 * A job whose run was superseded (a newer Generate after this one fell silent) stops.
 */
export const AUDIO_QUEUE = 'audio.generate';
/** `step` counts the batches of one run (absent on its first job). */
export type AudioJobPayload = { documentId: string; run: number; step?: number };

/** Lines handed to the engine at once: small enough to see edits soon, big enough to keep both threads busy. */
const BATCH = 32;
/** Lines shown as "processing" at a time: about what the worker threads are really making. */
const WINDOW = 4;
/** A transient engine fault (a worker thread that died) is retried once before the line fails. */
const ENGINE_RETRIES = 1;
/** How long the next step handed over by a stopping process waits before another may take it. */
const HANDOVER_MS = 1000;
/** The queue's tries for one job (a database or storage failure; a failed line is not one). */
export const AUDIO_JOB_ATTEMPTS = 10;
// Tries after which lines that cannot be stored (read-only or full disk, S3 away) fail with the
// storage's message, rather than stay "processing" through retries lasting an hour.
const STORAGE_ATTEMPTS = 3;

export type AudioJobDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'lock' | 'findById'>;
  audio: AudioDal;
  engine: Pick<VoiceEngine, 'renderLines' | 'renderLine'>;
  storage: Pick<StoragePort, 'write' | 'read' | 'stat' | 'delete'>;
  queue: Pick<QueuePort, 'enqueue' | 'work' | 'discard'>;
  /** This process's work per document: a delete here aborts the batch at once (check 42). */
  work: Pick<DocumentWork, 'begin'>;
  activities?: Pick<ActivityLog, 'record'>;
  now: () => number;
  /**
   * At start, how long an active run must have been silent to be taken over: 0 when this process
   * is the only one running jobs (every active run was left by its previous life).
   */
  takeOverAfterMs?: number;
};

type Planned = PlannedRow;

/** A line left unfinished by a version that did not save its plan: the next Generate plans it. */
const UNPLANNED = 'This line was queued before an update. Press Generate again to make it.';

export const audioJobKey = (p: AudioJobPayload) =>
  `${AUDIO_QUEUE}:${p.documentId}:${p.run}${p.step ? `:${p.step}` : ''}`;

export function createAudioJob(deps: AudioJobDeps) {
  const { audio, engine } = deps;
  const stamp = () => new Date(deps.now());
  let stopping = false;

  const enqueue = (p: AudioJobPayload, delayMs = 0) =>
    deps.queue.enqueue(AUDIO_QUEUE, p, {
      idempotencyKey: audioJobKey(p),
      maxAttempts: AUDIO_JOB_ATTEMPTS,
      delayMs: delayMs || undefined,
    });

  const { exists, store, fromCache } = createJobFiles({ ...deps, stamp });

  async function outcomeOf(
    line: Planned,
    outcome: Outcome<RenderedLine>,
    signal: AbortSignal,
  ): Promise<Outcome<RenderedLine>> {
    let result = outcome;
    for (let retry = 0; retry < ENGINE_RETRIES && !result.ok && !stopping; retry++) {
      if (!(result.error instanceof VoiceError) || result.error.code !== 'engine_failed') break;
      result = await engine.renderLine(line.request, { signal }).then(
        (value) => ({ ok: true as const, value }),
        (error: Error) => ({ ok: false as const, error }),
      );
    }
    return result;
  }

  /**
   * Makes one batch of unfinished lines, each as Generate planned it; false when the document is
   * gone. Deleted meanwhile (check 42), the lines not started yet are dropped from the engine's
   * queue: at once when the delete ran in this process, else once the next line finds it gone.
   */
  async function batch(documentId: string, run: number, rows: AudioLineRow[]): Promise<boolean> {
    const work = deps.work.begin(documentId);
    try {
      return await makeBatch(documentId, run, rows, work);
    } finally {
      work.end();
    }
  }

  async function makeBatch(
    documentId: string,
    run: number,
    rows: AudioLineRow[],
    work: WorkHandle,
  ): Promise<boolean> {
    const unplanned = rows.filter((r) => !r.request);
    await audio.failMany(
      documentId,
      unplanned.map((r) => ({ lineId: r.lineId, key: r.lineKey, error: UNPLANNED })),
      stamp(),
    );
    const planned: Planned[] = rows
      .filter((r) => r.request)
      .map((r) => ({ lineId: r.lineId, key: r.lineKey, request: r.request! }));
    const cached = await Promise.all(planned.map((line) => fromCache(documentId, run, line)));
    const todo = planned.filter((_line, i) => !cached[i]);
    const keyed = (l: Planned) => ({ lineId: l.lineId, key: l.key });
    await audio.markProcessing(todo.slice(0, WINDOW).map(keyed), stamp());
    const { signal } = work;
    const gone = () => {
      work.cancel();
      return false;
    };
    await engine.renderLines(
      todo.map((l) => l.request),
      async (index, first) => {
        if (stopping || signal.aborted) return;
        const line = todo[index];
        const outcome = await outcomeOf(line, first, signal);
        if (signal.aborted) return;
        if (outcome.ok) {
          const storageKey = await store(documentId, run, line.key, outcome.value.mp3);
          if (!storageKey) return void gone();
          await audio.complete(
            keyed(line),
            { storageKey, durationMs: outcome.value.durationMs },
            stamp(),
          );
        } else if (!(await exists(documentId))) {
          return void gone();
        } else if (!stopping) {
          await audio.fail(keyed(line), outcome.error.message, stamp());
        }
        const next = todo[index + WINDOW];
        if (next) await audio.markProcessing([keyed(next)], stamp());
      },
      { signal },
    );
    return !signal.aborted;
  }

  async function run(payload: AudioJobPayload, attempt: number, maxAttempts: number) {
    const { documentId } = payload;
    // While stopping, the next step waits a moment: not for this process, which would take it
    // again at once until its queue stops, but for another worker or this one's restart.
    const next = () =>
      enqueue({ ...payload, step: (payload.step ?? 0) + 1 }, stopping ? HANDOVER_MS : 0);
    try {
      for (;;) {
        // Shutting down: the rest goes to whichever process takes the next step (this job ends
        // normally, so the queue does not retry it while this process is still stopping).
        if (stopping) return void (await next());
        // Superseded by a newer run, or the document was deleted: nothing more to do here.
        if (!(await audio.beat(documentId, payload.run, stamp()))) return;
        const rows = await audio.unfinished(documentId, BATCH);
        if (rows.length === 0) {
          if (await finishIfIdle(payload)) return;
          continue;
        }
        if (!(await batch(documentId, payload.run, rows))) return;
        // Also when stopping: the lines this batch left go to whichever process takes the step.
        return void (await next());
      }
    } catch (err) {
      const storageDown = err instanceof StorageUnavailableError;
      if (!stopping && (attempt >= maxAttempts || (storageDown && attempt >= STORAGE_ATTEMPTS))) {
        const reason = err instanceof Error ? err.message : String(err);
        // The storage's message is written for users; other reasons are our own words.
        const shown = storageDown ? reason : `Audio generation stopped: ${reason}`;
        await audio.failUnfinished(documentId, shown, stamp());
        await audio.endRun(documentId, payload.run);
        // Ended and shown: a further retry would find the run over and do nothing.
        if (storageDown) return;
      }
      throw err;
    }
  }

  /**
   * Ends the run unless a Generate asked for more meanwhile. Decided under the document's lock,
   * which Generate also takes: either it sees this run still active and leaves the new lines to
   * it, or it sees the run ended and queues a new one.
   */
  async function finishIfIdle(payload: AudioJobPayload): Promise<boolean> {
    return deps.database.db.transaction(async (tx) => {
      const doc = await deps.documents.lock(payload.documentId, tx);
      if (!doc) return true;
      const counts = await audio.countByStatus(doc.id, tx);
      if (counts.pending + counts.processing > 0) return false;
      await audio.endRun(doc.id, payload.run, tx);
      const lines = counts.completed + counts.error;
      await deps.activities?.record(doc.userId, audioGenerated(doc, lines, counts.error), tx);
      return true;
    });
  }

  return {
    enqueue,

    /** A deleted document's steps still waiting in the queue are removed (check 42). */
    cancel: (documentId: string) => deps.queue.discard(AUDIO_QUEUE, { documentId }),

    /**
     * Registers the handler, then gives every orphaned generation a new run: its job was stopped
     * by a shutdown, killed by a crash, or never queued (a crash between commit and enqueue). A
     * job of the old run that the queue still delivers sees it was superseded and ends, so the
     * lines are made once. With worker processes sharing the queue, a run counts as orphaned only
     * once it has been silent `takeOverAfterMs`: a live one belongs to another worker, and a
     * step whose worker died is retried by the queue after its timeout anyway.
     */
    async start(concurrency = 2): Promise<void> {
      stopping = false;
      deps.queue.work<AudioJobPayload>(
        AUDIO_QUEUE,
        (payload, job) => run(payload, job.attempt, job.maxAttempts),
        { concurrency },
      );
      const silentSince = new Date(deps.now() - (deps.takeOverAfterMs ?? 0));
      for (const active of await audio.activeRuns(silentSince)) {
        const next = await audio.nextRun(active.documentId, active.run, stamp());
        if (next !== undefined) await enqueue({ documentId: active.documentId, run: next });
      }
    },

    /**
     * Before the engine closes: lines it can no longer make stay unfinished (not failed) and the
     * job ends; `start` resumes them after the restart.
     */
    stop(): void {
      stopping = true;
    },
  };
}

export type AudioJob = ReturnType<typeof createAudioJob>;
