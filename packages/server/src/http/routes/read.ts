import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelopeSchema,
  READ_MESSAGES,
  readSettings,
  runtimeData,
  sayBody,
} from '@castmyscript/api/contract';

import type { ReadService } from '../../services/direct/read-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/**
 * Directing the read: a script's read settings and its runtime report. Every
 * call answers 404 for a document that is not the caller's.
 */
export type ReadRouteDeps = { requireUser: RequireUser; reading: ReadService };

const tags = ['documents'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(64) });

export const readRoutes =
  (deps: ReadRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const protect = { onRequest: deps.requireUser };

    app.get(
      '/documents/:id/read-settings',
      {
        ...protect,
        schema: {
          tags,
          security,
          description: "What the narrator reads, the script's pronunciations and the pause.",
          params,
          response: { 200: envelopeSchema(readSettings) },
        },
      },
      async (request) => success(await deps.reading.settings(request.user, request.params.id)),
    );

    app.put(
      '/documents/:id/read-settings',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            'Saves the read settings; the lines they affect become pending (a bad value gets 400).',
          params,
          body: readSettings,
          response: { 200: envelopeSchema(readSettings) },
        },
      },
      async (request) =>
        success(
          await deps.reading.save(request.user, request.params.id, request.body),
          READ_MESSAGES.saved,
        ),
    );

    app.post(
      '/documents/:id/read-settings/say',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            "A word as the character's voice says it, the script's pronunciations applied (MP3).",
          params,
          body: sayBody,
        },
      },
      async (request, reply) => {
        const mp3 = await deps.reading.say(request.user, request.params.id, request.body);
        return reply
          .header('Content-Type', 'audio/mpeg')
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(mp3));
      },
    );

    app.get(
      '/documents/:id/runtime',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            'Running time per scene and in total: estimated before generating, measured after.',
          params,
          response: { 200: envelopeSchema(runtimeData) },
        },
      },
      async (request) => success(await deps.reading.runtime(request.user, request.params.id)),
    );
  };
