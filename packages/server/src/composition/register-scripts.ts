import { type FastifyInstance } from 'fastify';

import { sanitizeFileName } from '../adapters/storage/file-names';
import { type RequireUser } from '../http/plugins/auth';
import { documentsRoutes } from '../http/routes/documents';
import { documentEventsRoutes } from '../http/routes/documents-events';
import { scenesRoutes } from '../http/routes/scenes';
import { createDocumentsDal } from '../services/documents/documents-dal';
import { createDocumentsService } from '../services/documents/documents-service';
import { createUploadService } from '../services/documents/upload-service';
import { createScenesDal } from '../services/scenes/scenes-dal';
import { createScenesService } from '../services/scenes/scenes-service';
import type { AppDeps, BuildOverrides } from './app-types';
import type { Jobs } from './jobs';
import { type AudioRegistration } from './register-audio';

/**
 * Scripts in (spec 2 §7 documents and scenes calls): upload, processing with the page charge,
 * the status push and the scene editor. The job that writes the lines runs wherever jobs run (jobs.ts).
 */
export async function registerScripts(
  api: FastifyInstance,
  deps: AppDeps,
  requireUser: RequireUser,
  overrides: BuildOverrides,
  jobs: Pick<Jobs, 'processing' | 'events'>,
  later: Pick<AudioRegistration, 'steps' | 'filesOf'>,
): Promise<void> {
  const { database, storage, credits } = deps;
  const { processing, events } = jobs;
  const now = overrides.now ?? Date.now;
  const documents = createDocumentsDal(database.db);
  const scenesDal = createScenesDal(database.db);
  const uploads = createUploadService({
    documents,
    storage,
    sanitizeName: sanitizeFileName,
    now,
    activities: deps.activities,
  });
  await api.register(
    documentsRoutes({
      requireUser,
      uploads,
      processing,
      documents: createDocumentsService({
        database,
        documents,
        credits,
        storage,
        steps: later.steps,
        filesOf: later.filesOf,
      }),
    }),
  );
  await api.register(
    documentEventsRoutes({ requireUser, processing, events, pollMs: overrides.eventsPollMs }),
  );
  await api.register(
    scenesRoutes({
      requireUser,
      scenes: createScenesService({ database, documents, scenes: scenesDal, now }),
    }),
  );
}
