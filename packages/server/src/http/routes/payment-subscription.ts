import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BILLING_MESSAGES,
  findPlan,
  planChangeBody,
  prorationPreviewData,
  subscriptionChangeData,
  subscriptionDetailsData,
  subscriptionsData,
} from '@castmyscript/api/contract';

import type { SubscriptionService } from '../../services/billing/subscription-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';

/** The user's plan: details, history, proration preview, change and cancel. */
export const paymentSubscriptionRoutes =
  (deps: { requireUser: RequireUser; subscriptions: SubscriptionService }): FastifyPluginAsyncZod =>
  async (app) => {
    const route = routeSchemas('billing', { session: true });
    const s = deps.subscriptions;
    app.addHook('onRequest', deps.requireUser);

    app.get('/users/active/subscription/details', route(subscriptionDetailsData), async (request) =>
      success(await s.details(request.user)),
    );

    app.get('/payment/get-all-subscriptions', route(subscriptionsData), async (request) =>
      success(await s.list(request.user)),
    );

    app.post(
      '/payment/subscription/proration-preview',
      route(prorationPreviewData, { body: planChangeBody }),
      async (request) => success(await s.preview(request.user, request.body.package_name)),
    );

    app.post(
      '/payment/subscription/update',
      route(subscriptionChangeData, { body: planChangeBody }),
      async (request) => {
        const detail = await s.update(request.user, request.body.package_name);
        const plan = findPlan(detail.package_name)!;
        return success(detail, BILLING_MESSAGES.planUpdated(plan.name));
      },
    );

    app.post('/payment/cancel-subscription', route(subscriptionChangeData), async (request) =>
      success(await s.cancel(request.user), BILLING_MESSAGES.cancelled),
    );
  };
