import { type FastifyInstance } from 'fastify';

import type { Config } from '../config';
import { type RequireUser } from '../http/plugins/auth';
import { audioRoutes } from '../http/routes/audio';
import { voicesRoutes } from '../http/routes/voices';
import { createAudioDal } from '../services/audio/audio-dal';
import { createAudioService } from '../services/audio/audio-service';
import { createDocumentsDal } from '../services/documents/documents-dal';
import type { StepProbe } from '../services/documents/documents-fns';
import { createScenesDal } from '../services/scenes/scenes-dal';
import { createAssignmentsDal } from '../services/voices/assignments-dal';
import { createVoicesService } from '../services/voices/voices-service';
import type { AppDeps, BuildOverrides } from './app-types';
import type { Jobs } from './jobs';

export type AudioRegistration = {
  /** "Voice Assigned" and "Voice Generated" for the completed steps call. */
  steps: StepProbe[];
  filesOf: (documentId: string) => Promise<string[]>;
};

/**
 * Voices and audio (spec 2 §7 voices, voice-assignments, generate-audio, audio-status,
 * audio-urls, per-line generate, download-audio). Generate enqueues the generation job, which
 * runs wherever jobs run (jobs.ts).
 */
export async function registerAudio(
  api: FastifyInstance,
  config: Config,
  deps: AppDeps,
  requireUser: RequireUser,
  overrides: BuildOverrides,
  jobs: Pick<Jobs, 'audio'>,
): Promise<AudioRegistration> {
  const { database, storage, credits, voices: engine } = deps;
  const now = overrides.now ?? Date.now;
  const documents = createDocumentsDal(database.db);
  const scenes = createScenesDal(database.db);
  const assignments = createAssignmentsDal(database.db);
  const audioDal = createAudioDal(database.db);
  const voices = createVoicesService({
    database,
    documents,
    scenes,
    assignments,
    engine,
    logger: api.log,
    activities: deps.activities,
    now,
  });
  const audio = createAudioService({
    database,
    documents,
    scenes,
    assignments,
    audio: audioDal,
    job: jobs.audio,
    engine,
    storage,
    credits,
    urlTtlS: config.audioUrlTtl,
    staleAfterMs: overrides.voices?.staleAfterMs,
    activities: deps.activities,
    now,
  });
  await api.register(voicesRoutes({ requireUser, voices }));
  await api.register(audioRoutes({ requireUser, audio }));
  return {
    steps: [
      { step: 'Voice Assigned', done: (id) => voices.allAssigned(id) },
      { step: 'Voice Generated', done: (id) => audio.generated(id) },
    ],
    filesOf: (id) => audio.filesOf(id),
  };
}
