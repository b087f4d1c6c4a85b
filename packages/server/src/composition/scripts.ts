import { sanitizeFileName } from '../adapters/storage/file-names';
import { createParsePool } from '../parsing/child/pool';
import { parseInChildProcess } from '../parsing/child/run';
import { createAudioJob } from '../services/audio/audio-job';
import { createAudioService } from '../services/audio/audio-service';
import { createStemsService } from '../services/audio/stems-service';
import { createDocumentEvents } from '../services/documents/document-events';
import { createDocumentWork } from '../services/documents/document-work';
import { createDocumentsService } from '../services/documents/documents-service';
import { createParseCache } from '../services/documents/parse-cache';
import { createProcessingService } from '../services/processing/processing-service';
import { createQuoteService } from '../services/processing/quote-service';
import { createUploadService } from '../services/documents/upload-service';
import { createReadService } from '../services/direct/read-service';
import { createLinesService } from '../services/lines/lines-service';
import { createCarryOverDal } from '../services/drafts/carry-over-dal';
import { createCarryOverService } from '../services/drafts/carry-over-service';
import { createCastingService } from '../services/casting/casting-service';
import type { Base } from './base';
import type { Dals } from './dals';

/**
 * Scripts to audio (documents, scenes, voices and audio calls): upload, processing
 * with the page charge, the scene editor, casting, and the generation job that runs wherever
 * jobs run (the API of the embedded default, `start:worker` processes of a deployment).
 */
export function buildScripts(b: Base, d: Dals) {
  const { database, storage, credits, activities, queue, now, overrides } = b;
  const limits = overrides.parse ?? {};
  const parseTimeoutMs = limits.timeoutMs ?? 30_000;
  const documentEvents = createDocumentEvents();
  const documentWork = createDocumentWork();
  const parse = (bytes: Uint8Array, fileName: string, signal?: AbortSignal) =>
    parseInChildProcess(bytes, {
      fileName,
      signal,
      timeoutMs: parseTimeoutMs,
      maxMemoryMb: limits.maxMemoryMb,
      testHook: limits.testHook,
      workerPath: limits.workerPath,
    });
  // A quote's parse waits here for the Continue Processing that follows (a few minutes at most).
  const parsed = createParseCache({ now, ttlMs: 10 * 60_000, maxEntries: 16 });
  // Each parse child may take ~300 MB: this bounds how many run at once (security check 43).
  const parsePool = createParsePool({ size: b.config.parseConcurrency });
  const audioJob = createAudioJob({
    database,
    documents: d.documentsDal,
    audio: d.audioDal,
    engine: b.voiceEngine,
    storage,
    queue,
    work: documentWork,
    activities,
    now,
    // One process runs the embedded default's jobs: at its start every active run is orphaned.
    // Workers share the queue: a run is taken over only once it has fallen silent.
    takeOverAfterMs: queue.exclusive ? 0 : (overrides.voiceEngine?.staleAfterMs ?? 5 * 60_000),
  });
  const casting = createCastingService({
    database,
    documents: d.documentsDal,
    lines: d.linesDal,
    assignments: d.assignmentsDal,
    engine: b.voiceEngine,
    logger: b.logger,
    activities,
    now,
  });
  const audio = createAudioService({
    database,
    documents: d.documentsDal,
    lines: d.linesDal,
    assignments: d.assignmentsDal,
    audio: d.audioDal,
    job: audioJob,
    engine: b.voiceEngine,
    storage,
    credits,
    work: documentWork,
    urlTtlS: b.config.audioUrlTtl,
    staleAfterMs: overrides.voiceEngine?.staleAfterMs,
    activities,
    now,
  });
  const stems = createStemsService({
    audio,
    files: d.audioDal,
    engine: b.voiceEngine,
    storage,
    now,
  });
  const reading = createReadService({
    database,
    documents: d.documentsDal,
    lines: d.linesDal,
    assignments: d.assignmentsDal,
    audio: d.audioDal,
    engine: b.voiceEngine,
  });
  const carryOver = createCarryOverService({
    database,
    documents: d.documentsDal,
    lines: d.linesDal,
    carryOver: createCarryOverDal(database.db),
    now,
  });
  return {
    documentEvents,
    carryOver,
    documentWork,
    parsePool,
    audioJob,
    casting,
    audio,
    stems,
    reading,
    uploads: createUploadService({
      documents: d.documentsDal,
      storage,
      sanitizeName: sanitizeFileName,
      now,
      activities,
    }),
    processing: createProcessingService({
      database,
      documents: d.documentsDal,
      lines: d.linesDal,
      assignments: d.assignmentsDal,
      credits,
      storage,
      events: documentEvents,
      parse,
      parsed,
      work: documentWork,
      pool: parsePool,
      maxPendingPerUser: b.config.parsePendingPerUser,
      claimRefreshMs: limits.claimRefreshMs,
      logger: b.logger,
      now,
      // A claim outlives the parse's time limit by a margin for reading the file and writing lines.
      staleAfterMs: 2 * parseTimeoutMs + 30_000,
      activities,
    }),
    quotes: createQuoteService({
      documents: d.documentsDal,
      lines: d.linesDal,
      storage,
      parse,
      parsed,
      work: documentWork,
      pool: parsePool,
      logger: b.logger,
    }),
    documents: createDocumentsService({
      database,
      documents: d.documentsDal,
      credits,
      lines: d.linesDal,
      carryOver: (id) => carryOver.list(id),
      storage,
      steps: [
        { step: 'Voice Assigned', done: (id) => casting.allAssigned(id) },
        { step: 'Voice Generated', done: (id) => audio.generated(id) },
      ],
      filesOf: (id, tx) => audio.filesOf(id, tx),
      runtime: (doc) => reading.total(doc),
      async cancelWork(id) {
        documentWork.cancel(id);
        await audioJob.cancel(id);
      },
    }),
    lines: createLinesService({
      database,
      documents: d.documentsDal,
      lines: d.linesDal,
      now,
    }),
  };
}
