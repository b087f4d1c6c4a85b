import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  saveVoiceAssignmentsBody,
  voiceAssignmentsData,
  voicesData,
} from '@castmyscript/api/contract';

import type { CastingService } from '../../services/casting/casting-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';

/**
 * The voice catalogue and casting (voices, voice-assignments). The catalogue and the
 * assignments need a session. Previews are public: an <audio> element cannot send a bearer token,
 * and a preview is the same sample for everyone (no user data).
 */
export type CastingRouteDeps = { requireUser: RequireUser; casting: CastingService };

// The session's routes; the public preview keeps its own block (no bearer security).
const route = routeSchemas('voices', { session: true });
const documentParams = z.object({ documentId: z.string().max(64) });

export const castingRoutes =
  (deps: CastingRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const protect = { onRequest: deps.requireUser };

    const catalogue = async () => success({ voices: await deps.casting.catalogue() });
    const description =
      'Every voice: the offline ones always, ElevenLabs ones too when ELEVENLABS_API_KEY is set.';
    // The spec writes it with a trailing slash; both spellings answer.
    app.get('/voices/', { ...protect, ...route(voicesData, { description }) }, catalogue);
    app.get(
      '/voices',
      { ...protect, ...route(voicesData, { description, hide: true }) },
      catalogue,
    );

    app.get(
      '/voices/:voiceId/preview',
      {
        schema: {
          tags: ['voices'],
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
        ...route(voiceAssignmentsData, {
          description:
            "Every actor's voice ('' when unassigned) and a suggested distinct voice per actor.",
          params: documentParams,
        }),
      },
      async (request) =>
        success(await deps.casting.assignments(request.user, request.params.documentId)),
    );

    app.post(
      '/scenes/document/:documentId/voice-assignments',
      {
        ...protect,
        ...route(voiceAssignmentsData, {
          description:
            "Sets the listed actors' voices ('' unassigns); unknown actors or voices get 400.",
          params: documentParams,
          body: saveVoiceAssignmentsBody,
        }),
      },
      async (request) =>
        success(
          await deps.casting.save(request.user, request.params.documentId, request.body),
          'Voice assignments saved.',
        ),
    );
  };
