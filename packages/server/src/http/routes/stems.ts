import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { downloadStemsData, envelopeSchema } from '@castmyscript/api/contract';

import type { StemsService } from '../../services/audio/stems-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/**
 * Stems for producers. Needs a session; another user's document is 404, the Free plan
 * 403 as the combined download, and 409 until every line is made.
 */
export type StemsRouteDeps = { requireUser: RequireUser; stems: StemsService };

export const stemsRoutes =
  (deps: StemsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/documents/:id/download-stems',
      {
        onRequest: deps.requireUser,
        schema: {
          tags: ['audio'],
          security: [{ bearerAuth: [] }],
          description:
            "A ZIP of stems/<CHARACTER>.wav per speaking character and stems/narrator.wav, all one length on the combined read's timeline, with labels.txt (Audacity labels) and cues.csv. 403 on the Free plan; 409 until every line is made.",
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeSchema(downloadStemsData) },
        },
      },
      async (request) => success(await deps.stems.download(request.user, request.params.id)),
    );
  };
