import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  carryOverBody,
  carryOverData,
  CARRY_OVER_MESSAGES,
  envelopeSchema,
} from '@castmyscript/api/contract';

import type { CarryOverService } from '../../services/drafts/carry-over-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** Drafts: carrying the writer's in-app edits of the previous draft over to the new one. */
export type CarryOverRouteDeps = {
  requireUser: RequireUser;
  carryOver: Pick<CarryOverService, 'apply'>;
};

export const carryOverRoutes =
  (deps: CarryOverRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/documents/:id/carry-over',
      {
        schema: {
          tags: ['documents'],
          security: [{ bearerAuth: [] }],
          description:
            "Applies the previous draft's in-app edits that this draft's file lacks (GET documents/{id}/changes `carry_over`): those of `scene_ids`, or all when it is left out. 404 for an id that is not a line of this draft.",
          params: z.object({ id: z.string().max(64) }),
          // No body at all (null to Fastify) carries every edit over, as {} does.
          body: carryOverBody.nullish(),
          response: { 200: envelopeSchema(carryOverData) },
        },
      },
      async (request) => {
        const data = await deps.carryOver.apply(
          request.user,
          request.params.id,
          request.body?.scene_ids,
        );
        return success(data, CARRY_OVER_MESSAGES.carried(data.scenes.length));
      },
    );
  };
