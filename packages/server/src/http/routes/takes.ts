import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { TAKE_CHOICE_MESSAGES, takeChoiceData, takesData } from '@castmyscript/api/contract';

import type { AudioService } from '../../services/audio/audio-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';

/**
 * A line's takes: list them, choose one, or go back to the cast voice. All need a
 * session; another user's line or take is 404.
 */
export type TakesRouteDeps = {
  requireUser: RequireUser;
  audio: Pick<AudioService, 'takes' | 'useTake' | 'revertTake'>;
};

const route = routeSchemas('audio', { session: true });
const sceneParams = z.object({ sceneId: z.string().max(64) });

export const takesRoutes =
  (deps: TakesRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/scenes/:sceneId/takes',
      route(takesData, {
        description: "The line's takes, newest first (at most 5); in_use marks the one it plays.",
        params: sceneParams,
      }),
      async (request) =>
        success({ takes: await deps.audio.takes(request.user, request.params.sceneId) }),
    );

    app.post(
      '/scenes/:sceneId/takes/:takeId/use',
      route(takeChoiceData, {
        description:
          'The line plays this take again (its voice, speed, pitch and words); nothing is synthesised.',
        params: z.object({ sceneId: z.string().max(64), takeId: z.string().max(64) }),
      }),
      async (request) =>
        success(
          await deps.audio.useTake(request.user, request.params.sceneId, request.params.takeId),
          TAKE_CHOICE_MESSAGES.used,
        ),
    );

    app.delete(
      '/scenes/:sceneId/take',
      route(takeChoiceData, {
        description:
          'The line back to its cast voice; played from the file made before for these words, else pending until generated.',
        params: sceneParams,
      }),
      async (request) =>
        success(
          await deps.audio.revertTake(request.user, request.params.sceneId),
          TAKE_CHOICE_MESSAGES.reverted,
        ),
    );
  };
