import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { parseInChildProcess } from '../parsing/child/run';
import { createAudioDal } from '../services/audio/audio-dal';
import { type AudioJob, createAudioJob } from '../services/audio/audio-job';
import { createDocumentEvents, type DocumentEvents } from '../services/documents/document-events';
import { createDocumentsDal } from '../services/documents/documents-dal';
import {
  createProcessingService,
  type ProcessingService,
} from '../services/documents/processing-service';
import { createScenesDal } from '../services/scenes/scenes-dal';
import { createAssignmentsDal } from '../services/voices/assignments-dal';
import type { AppDeps, BuildOverrides } from './app-types';

/**
 * The two background jobs (writing a processed script's lines; generating its audio), built the
 * same way in the API process, which enqueues them, and in `start:worker` processes, which run
 * them. Only `startJobs` registers the handlers, so an API with API_RUNS_JOBS=false enqueues
 * without running anything.
 */
export type Jobs = {
  processing: ProcessingService;
  audio: AudioJob;
  /** Status changes published by this process's jobs, for its open event streams. */
  events: DocumentEvents;
};

export function createJobs(deps: AppDeps, overrides: BuildOverrides, logger: Logger): Jobs {
  const { database, storage, queue, credits, activities } = deps;
  const now = overrides.now ?? Date.now;
  const documents = createDocumentsDal(database.db);
  const scenes = createScenesDal(database.db);
  const events = createDocumentEvents();
  const limits = overrides.parse ?? {};
  const processing = createProcessingService({
    database,
    documents,
    scenes,
    credits,
    storage,
    queue,
    events,
    parse: (bytes, fileName) =>
      parseInChildProcess(bytes, {
        fileName,
        timeoutMs: limits.timeoutMs ?? 30_000,
        maxMemoryMb: limits.maxMemoryMb ?? 512,
        testHook: limits.testHook,
        workerPath: limits.workerPath,
      }),
    logger,
    now,
    activities,
  });
  const audio = createAudioJob({
    database,
    documents,
    audio: createAudioDal(database.db),
    scenes,
    assignments: createAssignmentsDal(database.db),
    engine: deps.voices,
    storage,
    queue,
    activities,
    now,
    // One process runs the embedded default's jobs: at its start every active run is orphaned.
    // Workers share the queue: a run is taken over only once it has fallen silent.
    takeOverAfterMs:
      queue.exclusive ? 0 : (overrides.voices?.staleAfterMs ?? 5 * 60_000),
  });
  return { processing, audio, events };
}

/**
 * Registers every job handler on the queue (and re-enqueues work a crash left behind). Runs in
 * the API process of the embedded default and in every worker process of a deployment.
 */
export async function startJobs(jobs: Jobs, _config: Config): Promise<void> {
  await jobs.processing.start();
  await jobs.audio.start();
}
