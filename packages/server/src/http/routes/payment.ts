import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  checkoutBody,
  checkoutData,
  checkoutSessionData,
  envelopeSchema,
  paygoQuoteData,
  paygoQuoteQuery,
  transactionsData,
} from '@castmyscript/api/contract';

import type { CheckoutService } from '../../services/billing/checkout-service';
import type { SubscriptionService } from '../../services/billing/subscription-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** Checkout, its confirmation, the pack price and the transaction list. */
export const paymentRoutes =
  (deps: {
    requireUser: RequireUser;
    checkout: CheckoutService;
    subscriptions: Pick<SubscriptionService, 'transactions'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['billing'];
    const security = [{ bearerAuth: [] }];
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/payment/create-checkout-session',
      {
        schema: {
          tags,
          security,
          body: checkoutBody,
          response: { 200: envelopeSchema(checkoutData) },
        },
      },
      async (request) => success(await deps.checkout.create(request.user, request.body)),
    );

    app.get(
      '/payment/session/:session_id',
      {
        schema: {
          tags,
          security,
          params: z.object({ session_id: z.string().min(1).max(255) }),
          response: { 200: envelopeSchema(checkoutSessionData) },
        },
      },
      async (request) =>
        success(await deps.checkout.confirm(request.user, request.params.session_id)),
    );

    app.get(
      '/payment/paygo-quote',
      {
        schema: {
          tags,
          security,
          querystring: paygoQuoteQuery,
          response: { 200: envelopeSchema(paygoQuoteData) },
        },
      },
      async (request) => success(await deps.checkout.paygoQuote(request.user, request.query.pages)),
    );

    app.get(
      '/payment/get-all-transactions',
      { schema: { tags, security, response: { 200: envelopeSchema(transactionsData) } } },
      async (request) => success(await deps.subscriptions.transactions(request.user)),
    );
  };
