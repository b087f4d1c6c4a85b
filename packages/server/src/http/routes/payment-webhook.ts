import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { BillingSync } from '../../services/billing/billing-sync';
import { success } from '../envelope';

/**
 * POST payment/webhook: Stripe's events. The body is kept as the exact bytes received, because
 * the signature covers those bytes (security check 18); JSON is parsed only after the check.
 */
export const paymentWebhookRoutes =
  (deps: { sync: Pick<BillingSync, 'receiveWebhook'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post(
      '/payment/webhook',
      { schema: { tags: ['billing'], hide: false } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const count = await deps.sync.receiveWebhook(
          raw,
          Array.isArray(signature) ? signature[0] : signature,
        );
        return success({ received: count });
      },
    );
  };
