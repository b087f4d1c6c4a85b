import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { creditsData, envelopeSchema, ledgerData, ledgerQuery } from '@castmyscript/api/contract';

import type { SubscriptionService } from '../../services/billing/subscription-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** GET users/credits: the header and the credits gate read it; GET credits/ledger. */
export const creditsRoutes =
  (deps: {
    requireUser: RequireUser;
    subscriptions: Pick<SubscriptionService, 'credits' | 'ledger'>;
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
    app.get(
      '/credits/ledger',
      {
        schema: {
          tags: ['billing'],
          security: [{ bearerAuth: [] }],
          description:
            'Every change of the caller’s pages, newest first, 16 a page; all entries add up to the balance.',
          querystring: ledgerQuery,
          response: { 200: envelopeSchema(ledgerData) },
        },
      },
      async (request) =>
        success(await deps.subscriptions.ledger(request.user, request.query.page ?? 1)),
    );
  };
