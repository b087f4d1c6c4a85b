import { createLocalPayments } from '../adapters/payments/local/local-payments';
import type { PaymentsPort } from '../adapters/payments/payments-port';
import { createStripePayments } from '../adapters/payments/stripe/stripe-payments';
import { createBillingEvents } from '../services/billing/billing-events';
import { createBillingSync } from '../services/billing/billing-sync';
import { createCheckoutService } from '../services/billing/checkout-service';
import { createLocalCheckoutService } from '../services/billing/local-checkout-service';
import { createOnePlan } from '../services/billing/one-plan';
import { createReceiptMailer } from '../services/billing/receipt-mail';
import { createSubscriptionService } from '../services/billing/subscription-service';
import type { Base } from './base';
import type { Dals } from './dals';

/**
 * Billing and credits: Stripe when configured, else the local provider with its
 * own hosted checkout. Both feed the same event rules.
 */
export function buildBilling(b: Base, d: Dals) {
  const { config, database, credits, activities, now, logger, mailer } = b;
  const local = config.stripe
    ? undefined
    : createLocalPayments({ db: database.db, publicUrl: config.linkBase, now });
  const payments: PaymentsPort = local ?? createStripePayments({ ...config.stripe!, now });
  const events = createBillingEvents({
    database,
    dal: d.billingDal,
    credits,
    provider: payments.provider,
    now,
    logger,
    receipts: createReceiptMailer({
      findUser: (id) => d.usersDal.findById(id),
      mailer,
      publicUrl: config.publicUrl,
    }),
  });
  const onePlan = createOnePlan({
    database,
    dal: d.billingDal,
    onePlanDal: d.onePlanDal,
    payments,
    activities,
    now,
    logger,
  });
  const billingSync = createBillingSync({ payments, events, onePlan, now, logger });
  const subscriptions = createSubscriptionService({
    dal: d.billingDal,
    payments,
    credits,
    events,
    sync: billingSync,
    now,
  });
  const checkout = createCheckoutService({
    dal: d.billingDal,
    payments,
    credits,
    events,
    sync: billingSync,
    onePlan,
    // Stripe needs absolute return URLs; the local checkout returns under the name the user used.
    publicUrl: config.stripe ? config.publicUrl : config.linkBase,
  });
  return {
    billingSync,
    subscriptions,
    checkout,
    /** Whether the provider posts webhooks to us (Stripe) or reports in-process (local). */
    webhooks: Boolean(payments.readWebhook),
    localCheckout: local ? createLocalCheckoutService({ local, sync: billingSync }) : undefined,
  };
}
