import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  checkoutBody,
  checkoutData,
  checkoutSessionData,
  paygoQuoteData,
  paygoQuoteQuery,
  transactionsData,
} from '@castmyscript/api/contract';

import type { CheckoutService } from '../../services/billing/checkout-service';
import type { SubscriptionService } from '../../services/billing/subscription-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';

/** Checkout, its confirmation, the pack price and the transaction list. */
export const paymentRoutes =
  (deps: {
    requireUser: RequireUser;
    checkout: CheckoutService;
    subscriptions: Pick<SubscriptionService, 'transactions'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeSchemas('billing', { session: true });
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/payment/create-checkout-session',
      route(checkoutData, { body: checkoutBody }),
      async (request) => success(await deps.checkout.create(request.user, request.body)),
    );

    app.get(
      '/payment/session/:session_id',
      route(checkoutSessionData, { params: z.object({ session_id: z.string().min(1).max(255) }) }),
      async (request) =>
        success(await deps.checkout.confirm(request.user, request.params.session_id)),
    );

    app.get(
      '/payment/paygo-quote',
      route(paygoQuoteData, { querystring: paygoQuoteQuery }),
      async (request) => success(await deps.checkout.paygoQuote(request.user, request.query.pages)),
    );

    app.get('/payment/get-all-transactions', route(transactionsData), async (request) =>
      success(await deps.subscriptions.transactions(request.user)),
    );
  };
