import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { creditsData, envelopeSchema } from '@castmyscript/api/contract';

import type { SubscriptionService } from '../../services/billing/subscription-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** GET users/credits (spec 2 §7): the header and the credits gate read it. */
export const creditsRoutes =
  (deps: {
    requireUser: RequireUser;
    subscriptions: Pick<SubscriptionService, 'credits'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);
    app.get(
      '/users/credits',
      {
        schema: {
          tags: ['billing'],
          security: [{ bearerAuth: [] }],
          response: { 200: envelopeSchema(creditsData) },
        },
      },
      async (request) => success(await deps.subscriptions.credits(request.user)),
    );
  };
