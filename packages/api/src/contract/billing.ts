import { z } from 'zod';

import { BILLING_MESSAGES, PAYGO_PACKAGE_NAME } from './billing-constants';
import { PAYGO_MAX_PAGES, PAYGO_MIN_PAGES } from './paygo';
import { findPlan, FREE_PLAN } from './plans';

/**
 * Billing and credits calls. Every schema here is what the envelope's `data`
 * holds: the spec's "data.data" is the HTTP body's `data` as an axios client reads it. Amounts are
 * US dollars (numbers), timestamps epoch seconds.
 */

const count = z.number().int().nonnegative();
const epochS = z.number().int();

/** GET users/credits (Credits). Remaining monthly = this month's minus used. */
export const creditsData = z.object({
  paygo_credits: count,
  page_credits_this_month: count,
  page_credits_used_this_month: count,
});
export type CreditsData = z.infer<typeof creditsData>;

/** Stripe's subscription statuses; a cancelled-at-period-end one stays `active` until the end. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionDetail = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Catalogue package_name, e.g. `starter_monthly`: the plan is the part before the underscore. */
  package_name: z.string(),
  page_credits_this_month: count,
  page_credits_used_this_month: count,
  current_period_end: epochS,
  cancel_at_period_end: z.boolean(),
  canceled_at: epochS.nullable(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

/**
 * GET users/active/subscription/details: a list whose first entry is used. `subscription` is
 * null when the user has no paid plan (Free): the screen shows "No Active Subscription".
 */
export const subscriptionDetailsData = z.array(
  z.object({ paygo_credits: count, subscription: subscriptionDetail.nullable() }),
);
export type SubscriptionDetailsData = z.infer<typeof subscriptionDetailsData>;

export const PACKAGE_TYPES = ['paygo', 'subscription'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/**
 * POST payment/create-checkout-session. The price is never the client's (security check 24): the
 * server prices plans from the catalogue and packs with `quotePaygo`. The spec's `package_price`
 * is accepted as what the buyer saw: equal to the server's price the order proceeds, different
 * answers 409 naming the current price, and the client's figure is never charged. Subscription:
 * `package_name` is a paid plan. Pay-as-you-go: `package_name` is
 * `paygo` and `pages_buy` 5 to 1000.
 */
export const checkoutBody = z
  .object({
    package_type: z.enum(PACKAGE_TYPES, { error: 'package_type must be paygo or subscription' }),
    package_details: z.object({
      package_name: z.string().trim().min(1, BILLING_MESSAGES.unknownPlan).max(64),
      package_price: z
        .number({ error: BILLING_MESSAGES.badPrice })
        .nonnegative(BILLING_MESSAGES.badPrice)
        .max(1_000_000, BILLING_MESSAGES.badPrice)
        .optional(),
      pages_buy: z.number({ error: BILLING_MESSAGES.paygoMin }).optional(),
    }),
  })
  .superRefine((body, ctx) => {
    const d = body.package_details;
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['package_details', field], message });
    if (body.package_type === 'subscription') {
      const plan = findPlan(d.package_name);
      if (!plan || plan.package_name === FREE_PLAN.package_name) {
        at('package_name', BILLING_MESSAGES.unknownPlan);
      }
      if (d.pages_buy !== undefined) at('pages_buy', BILLING_MESSAGES.pagesNotForPlans);
      return;
    }
    if (d.package_name !== PAYGO_PACKAGE_NAME) at('package_name', BILLING_MESSAGES.unknownPack);
    const pages = d.pages_buy;
    if (pages === undefined || pages < PAYGO_MIN_PAGES) at('pages_buy', BILLING_MESSAGES.paygoMin);
    else if (pages > PAYGO_MAX_PAGES) at('pages_buy', BILLING_MESSAGES.paygoMax);
    else if (!Number.isInteger(pages)) at('pages_buy', BILLING_MESSAGES.pagesWhole);
  });
/** What the client sends; `package_price` is the price the buyer was shown. */
export type CheckoutBody = {
  package_type: PackageType;
  package_details: { package_name: string; pages_buy?: number; package_price?: number };
};

/** The hosted checkout page to redirect to (full page), and the session it belongs to. */
export const checkoutData = z.object({ url: z.string(), session_id: z.string() });
export type CheckoutData = z.infer<typeof checkoutData>;

/** GET payment/session/{session_id}: the success page confirms its own session (check 25). */
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
/** `refunded`: a second plan, paid while one was live, was given back (security check 44). */
export const PAYMENT_STATUSES = [
  'paid',
  'unpaid',
  'no_payment_required',
  'failed',
  'refunded',
] as const;
export const checkoutSessionData = z.object({
  session_id: z.string(),
  package_type: z.enum(PACKAGE_TYPES),
  package_name: z.string(),
  /** Pages of a pay-as-you-go pack; null for a plan. */
  pages: count.nullable(),
  amount_in_usd: z.number(),
  status: z.enum(CHECKOUT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** True once the purchase's credits or plan are in place. */
  fulfilled: z.boolean(),
});
export type CheckoutSessionData = z.infer<typeof checkoutSessionData>;

/** GET payment/get-all-subscriptions: oldest first, so the last entry is the current one. */
export const subscriptionRecord = z.object({
  _id: z.string(),
  user_id: z.string(),
  package_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: epochS,
  current_period_end: epochS,
  cancel_at_period_end: z.boolean(),
  canceled_at: epochS.nullable(),
  created_at: epochS,
});
export const subscriptionsData = z.object({ subscriptions: z.array(subscriptionRecord) });
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;
export type SubscriptionsData = z.infer<typeof subscriptionsData>;

/** POST payment/subscription/proration-preview and POST payment/subscription/update. */
export const planChangeBody = z.object({
  package_name: z
    .string()
    .trim()
    .refine((name) => {
      const plan = findPlan(name);
      return plan !== undefined && plan.package_name !== FREE_PLAN.package_name;
    }, BILLING_MESSAGES.unknownPlan),
});
export type PlanChangeBody = z.infer<typeof planChangeBody>;

/**
 * The update reuses the preview's `proration_date` (security check 27): the server keeps it, so
 * the amount confirmed is the amount charged.
 */
export const prorationPreviewData = z.object({
  immediate_charge: z.number(),
  proration_amount: z.number(),
  next_billing_amount: z.number(),
  next_billing_date: epochS,
  proration_date: epochS,
});
export type ProrationPreviewData = z.infer<typeof prorationPreviewData>;

/** POST payment/subscription/update and POST payment/cancel-subscription answer the new state. */
export const subscriptionChangeData = subscriptionDetail;

/** GET payment/get-all-transactions (Transaction): oldest first. */
export const transactionRecord = z.object({
  _id: z.string(),
  card_name: z.string().nullable(),
  card_number: z.string().nullable(),
  payment_type: z.string(),
  transaction_amount_in_usd: z.number(),
  transaction_currency: z.string(),
  transaction_timestamp: epochS,
  transaction_status: z.string(),
  /** Null while the provider has none: the screen shows 'Receipt not available'. */
  receipt_url: z.string().nullable(),
  session_id: z.string().nullable(),
  package_name: z.string(),
  pages: count.nullable(),
});
export const transactionsData = z.object({ transactions: z.array(transactionRecord) });
export type TransactionRecord = z.infer<typeof transactionRecord>;
export type TransactionsData = z.infer<typeof transactionsData>;

/** GET payment/paygo-quote?pages=N: the server's price for the caller's plan (same as checkout). */
export const paygoQuoteQuery = z.object({
  pages: z.coerce
    .number({ error: BILLING_MESSAGES.paygoMin })
    .int(BILLING_MESSAGES.pagesWhole)
    .min(PAYGO_MIN_PAGES, BILLING_MESSAGES.paygoMin)
    .max(PAYGO_MAX_PAGES, BILLING_MESSAGES.paygoMax),
});
export const paygoQuoteData = z.object({
  pages: z.number().int(),
  rate: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  /** The plan whose discount applies. */
  package_name: z.string(),
  discount_percent: z.number(),
});
export type PaygoQuoteData = z.infer<typeof paygoQuoteData>;
