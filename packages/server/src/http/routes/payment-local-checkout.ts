import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { LocalCheckoutService } from '../../services/billing/local-checkout-service';
import { ServiceError } from '../../services/service-error';
import { checkoutPage, receiptPage } from '../views/local-checkout-page';

/**
 * The local provider's hosted checkout and receipts. Reached by a full-page
 * redirect, so there is no bearer token: the unguessable session or payment id is the key, as
 * with a hosted checkout URL.
 */
const sessionParams = z.object({ session: z.string().regex(/^lcs_[\w-]{24}$/) });
const paymentParams = z.object({ payment: z.string().regex(/^lpay_[\w-]{24}$/) });
const cardForm = z.object({
  name: z.string().max(200).default(''),
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});

const NOT_FOUND =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>This checkout does not exist</h1><p><a href="/dashboard/packages">Back to the plans</a></p></main></body></html>';

export const paymentLocalCheckoutRoutes =
  (deps: { local: LocalCheckoutService }): FastifyPluginAsyncZod =>
  async (app) => {
    const hide = true;
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const base = (session: string) => `/api/v1/payment/local-checkout/${session}`;
    const html = (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
      reply.type('text/html; charset=utf-8');
      // Card fields must never be cached by a proxy or the back button.
      reply.header('Cache-Control', 'no-store');
    };
    const notFound = (err: unknown) => {
      if (err instanceof ServiceError && err.kind === 'not_found') return true;
      throw err;
    };

    app.get(
      '/payment/local-checkout/:session',
      { schema: { hide, params: sessionParams } },
      async (request, reply) => {
        html(reply);
        const { session } = request.params;
        try {
          const view = await deps.local.view(session);
          return checkoutPage(view, {
            pay: `${base(session)}/pay`,
            cancel: `${base(session)}/cancel`,
          });
        } catch (err) {
          notFound(err);
          return reply.code(404).send(NOT_FOUND);
        }
      },
    );

    app.post(
      '/payment/local-checkout/:session/pay',
      { schema: { hide, params: sessionParams, body: cardForm } },
      async (request, reply) => {
        const { session } = request.params;
        try {
          const outcome = await deps.local.pay(session, request.body);
          if (outcome.ok) return reply.redirect(outcome.redirect, 303);
          html(reply);
          return reply
            .code(402)
            .send(
              checkoutPage(
                outcome.view,
                { pay: `${base(session)}/pay`, cancel: `${base(session)}/cancel` },
                outcome.reason,
                { name: request.body.name },
              ),
            );
        } catch (err) {
          notFound(err);
          html(reply);
          return reply.code(404).send(NOT_FOUND);
        }
      },
    );

    app.post(
      '/payment/local-checkout/:session/cancel',
      { schema: { hide, params: sessionParams } },
      async (request, reply) => {
        try {
          return reply.redirect(await deps.local.cancel(request.params.session), 303);
        } catch (err) {
          notFound(err);
          html(reply);
          return reply.code(404).send(NOT_FOUND);
        }
      },
    );

    app.get(
      '/payment/local-receipt/:payment',
      { schema: { hide, params: paymentParams } },
      async (request, reply) => {
        html(reply);
        try {
          return receiptPage(await deps.local.receipt(request.params.payment));
        } catch (err) {
          notFound(err);
          return reply.code(404).send(NOT_FOUND);
        }
      },
    );
  };
