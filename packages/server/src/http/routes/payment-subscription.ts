import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BILLING_MESSAGES,
  envelopeSchema,
  findPlan,
  planChangeBody,
  prorationPreviewData,
  subscriptionChangeData,
  subscriptionDetailsData,
  subscriptionsData,
} from '@castmyscript/api/contract';

import type { SubscriptionService } from '../../services/billing/subscription-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** The user's plan: details, history, proration preview, change and cancel. */
export const paymentSubscriptionRoutes =
  (deps: { requireUser: RequireUser; subscriptions: SubscriptionService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['billing'];
    const security = [{ bearerAuth: [] }];
    const s = deps.subscriptions;
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/users/active/subscription/details',
      { schema: { tags, security, response: { 200: envelopeSchema(subscriptionDetailsData) } } },
      async (request) => success(await s.details(request.user)),
    );

    app.get(
      '/payment/get-all-subscriptions',
      { schema: { tags, security, response: { 200: envelopeSchema(subscriptionsData) } } },
      async (request) => success(await s.list(request.user)),
    );

    app.post(
      '/payment/subscription/proration-preview',
      {
        schema: {
          tags,
          security,
          body: planChangeBody,
          response: { 200: envelopeSchema(prorationPreviewData) },
        },
      },
      async (request) => success(await s.preview(request.user, request.body.package_name)),
    );

    app.post(
      '/payment/subscription/update',
      {
        schema: {
          tags,
          security,
          body: planChangeBody,
          response: { 200: envelopeSchema(subscriptionChangeData) },
        },
      },
      async (request) => {
        const detail = await s.update(request.user, request.body.package_name);
        const plan = findPlan(detail.package_name)!;
        return success(detail, BILLING_MESSAGES.planUpdated(plan.name));
      },
    );

    app.post(
      '/payment/cancel-subscription',
      { schema: { tags, security, response: { 200: envelopeSchema(subscriptionChangeData) } } },
      async (request) => success(await s.cancel(request.user), BILLING_MESSAGES.cancelled),
    );
  };
