import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

/**
 * Billing records (security checks 18–30). Provider ids are kept as text with the
 * provider's name, so the embedded local provider and Stripe never confuse each other's objects.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One payment-provider customer per user, created before the first checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    // Events name the customer: this is how an invoice finds its user (security check 22).
    unique('billing_customers_provider_customer').on(t.provider, t.customerId),
  ],
);

/** A plan subscription as the provider last reported it; our copy answers every read. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    packageName: text('package_name').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: ts('current_period_start').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: ts('canceled_at'),
    // When the plan stopped giving its allowance and the user went back to Free.
    endedAt: ts('ended_at'),
    // The last proration preview; the update reuses its date (security check 27).
    previewPackageName: text('preview_package_name'),
    previewProrationDate: ts('preview_proration_date'),
    // A second plan paid while another was live: it never gives anything, and is cancelled and
    // refunded at the provider after the commit that refused it (security check 44).
    refusedAt: ts('refused_at'),
    refusalSettledAt: ts('refusal_settled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('billing_subscriptions_provider_id').on(t.provider, t.subscriptionId),
    index('billing_subscriptions_user_idx').on(t.userId, t.createdAt),
    // Every sync looks for refusals still to undo: normally none, so a tiny partial index.
    index('billing_subscriptions_unsettled_idx')
      .on(t.provider)
      .where(sql`${t.refusedAt} is not null and ${t.refusalSettledAt} is null`),
  ],
);

/** A hosted checkout we opened: what was ordered, at the server's price, and how it ended. */
export const billingCheckoutSessions = pgTable(
  'billing_checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    packageType: text('package_type', { enum: ['paygo', 'subscription'] }).notNull(),
    packageName: text('package_name').notNull(),
    pages: integer('pages'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    // open, complete, expired (the provider's session status).
    status: text('status').notNull().default('open'),
    // unpaid, paid, no_payment_required, failed.
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    subscriptionId: text('subscription_id'),
    paymentId: text('payment_id'),
    fulfilledAt: ts('fulfilled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('billing_checkout_sessions_provider_id').on(t.provider, t.sessionId),
    index('billing_checkout_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Provider events already applied. The row is inserted in the same transaction as the event's
 * effect, so a replay finds it and changes nothing (security check 20).
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: ts('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** One row per payment (a pack or a plan invoice), with its receipt (Transaction). */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    // What was paid for: `pack:<session>` or `invoice:<invoice>`; one payment, one row.
    sourceKey: text('source_key').notNull(),
    packageType: text('package_type', { enum: ['paygo', 'subscription'] }).notNull(),
    packageName: text('package_name').notNull(),
    pages: integer('pages'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    // paid, refunded, partially_refunded.
    status: text('status').notNull(),
    paymentType: text('payment_type').notNull(),
    cardName: text('card_name'),
    cardNumber: text('card_number'),
    receiptUrl: text('receipt_url'),
    sessionId: text('session_id'),
    // The plan's subscription an invoice belongs to: a checkout is fulfilled once it is paid.
    subscriptionId: text('subscription_id'),
    // The provider's payment (payment intent or charge): refunds are matched on it.
    paymentId: text('payment_id'),
    paidAt: ts('paid_at').notNull(),
    refundedAt: ts('refunded_at'),
    // Recording order, to keep payments of the same second in the order they happened.
    seq: bigserial('seq', { mode: 'number' }),
  },
  (t) => [
    unique('billing_transactions_source').on(t.provider, t.sourceKey),
    index('billing_transactions_user_idx').on(t.userId, t.paidAt),
    index('billing_transactions_payment_idx').on(t.provider, t.paymentId),
  ],
);

/**
 * The local provider's own books (sessions, subscriptions, payments), kept apart from ours as a
 * real processor's would be: it plays the processor, our tables record what it reported.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('local_payment_objects_kind_idx').on(t.kind)],
);

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingCheckoutSessionRow = typeof billingCheckoutSessions.$inferSelect;
export type BillingTransactionRow = typeof billingTransactions.$inferSelect;
export type LocalPaymentObjectRow = typeof localPaymentObjects.$inferSelect;
