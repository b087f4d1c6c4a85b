import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelopeSchema,
  saveVoiceAssignmentsBody,
  voiceAssignmentsData,
  voicesData,
} from '@castmyscript/api/contract';

import type { CastingService } from '../../services/casting/casting-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/**
 * The voice catalogue and casting (voices, voice-assignments). The catalogue and the
 * assignments need a session. Previews are public: an <audio> element cannot send a bearer token,
 * and a preview is the same sample for everyone (no user data).
 */
export type CastingRouteDeps = { requireUser: RequireUser; casting: CastingService };

const tags = ['voices'];
const security = [{ bearerAuth: [] }];
const documentParams = z.object({ documentId: z.string().max(64) });

export const castingRoutes =
  (deps: CastingRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const protect = { onRequest: deps.requireUser };

    const catalogue = async () => success({ voices: await deps.casting.catalogue() });
    const catalogueSchema = {
      tags,
      security,
      description:
        'Every voice: the offline ones always, ElevenLabs ones too when ELEVENLABS_API_KEY is set.',
      response: { 200: envelopeSchema(voicesData) },
    };
    // The spec writes it with a trailing slash; both spellings answer.
    app.get('/voices/', { ...protect, schema: catalogueSchema }, catalogue);
    app.get('/voices', { ...protect, schema: { ...catalogueSchema, hide: true } }, catalogue);

    app.get(
      '/voices/:voiceId/preview',
      {
        schema: {
          tags,
          description: 'The MP3 sample of an offline voice (made once, then served from disk).',
          params: z.object({ voiceId: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const bytes = await deps.casting.preview(request.params.voiceId);
        return reply
          .header('Content-Type', 'audio/mpeg')
          .header('Content-Length', bytes.byteLength)
          .header('Cache-Control', 'public, max-age=86400')
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      '/scenes/document/:documentId/voice-assignments',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            "Every actor's voice ('' when unassigned) and a suggested distinct voice per actor.",
          params: documentParams,
          response: { 200: envelopeSchema(voiceAssignmentsData) },
        },
      },
      async (request) =>
        success(await deps.casting.assignments(request.user, request.params.documentId)),
    );

    app.post(
      '/scenes/document/:documentId/voice-assignments',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            "Sets the listed actors' voices ('' unassigns); unknown actors or voices get 400.",
          params: documentParams,
          body: saveVoiceAssignmentsBody,
          response: { 200: envelopeSchema(voiceAssignmentsData) },
        },
      },
      async (request) =>
        success(
          await deps.casting.save(request.user, request.params.documentId, request.body),
          'Voice assignments saved.',
        ),
    );
  };
