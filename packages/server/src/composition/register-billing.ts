import { type FastifyInstance } from 'fastify';

import { createLocalPayments } from '../adapters/payments/local/local-payments';
import type { PaymentsPort } from '../adapters/payments/payments-port';
import { createStripePayments } from '../adapters/payments/stripe/stripe-payments';
import type { Config } from '../config';
import { type RequireUser } from '../http/plugins/auth';
import { creditsRoutes } from '../http/routes/credits';
import { paymentRoutes } from '../http/routes/payment';
import { paymentLocalCheckoutRoutes } from '../http/routes/payment-local-checkout';
import { paymentSubscriptionRoutes } from '../http/routes/payment-subscription';
import { paymentWebhookRoutes } from '../http/routes/payment-webhook';
import { createBillingDal } from '../services/billing/billing-dal';
import { createBillingEvents } from '../services/billing/billing-events';
import { createBillingSync } from '../services/billing/billing-sync';
import { createCheckoutService } from '../services/billing/checkout-service';
import { createLocalCheckoutService } from '../services/billing/local-checkout-service';
import { createSubscriptionService } from '../services/billing/subscription-service';
import type { AppDeps } from './app-types';

/**
 * Billing and credits (spec 2 §3–§9): Stripe when configured, else the local provider with its
 * own hosted checkout. Both feed the same event rules.
 */
export async function registerBilling(
  api: FastifyInstance,
  config: Config,
  deps: AppDeps,
  now: () => number,
  requireUser: RequireUser,
): Promise<void> {
  const { database, credits } = deps;
  const local = config.stripe
    ? undefined
    : createLocalPayments({ db: database.db, publicUrl: config.linkBase, now });
  const payments: PaymentsPort = local ?? createStripePayments({ ...config.stripe!, now });
  const logger = api.log;
  const dal = createBillingDal(database.db);
  const events = createBillingEvents({
    database,
    dal,
    credits,
    provider: payments.provider,
    now,
    logger,
  });
  const sync = createBillingSync({ payments, events, now, logger });
  const subscriptions = createSubscriptionService({ dal, payments, credits, events, sync, now });
  const checkout = createCheckoutService({
    dal,
    payments,
    credits,
    events,
    sync,
    // Stripe needs absolute return URLs; the local checkout returns under the name the user used.
    publicUrl: config.stripe ? config.publicUrl : config.linkBase,
  });
  await api.register(creditsRoutes({ requireUser, subscriptions }));
  await api.register(paymentRoutes({ requireUser, checkout, subscriptions }));
  await api.register(paymentSubscriptionRoutes({ requireUser, subscriptions }));
  if (payments.readWebhook) await api.register(paymentWebhookRoutes({ sync }));
  if (local) {
    await api.register(
      paymentLocalCheckoutRoutes({ local: createLocalCheckoutService({ local, sync }) }),
    );
  }
}
