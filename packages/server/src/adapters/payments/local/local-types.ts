import type { CheckoutOrder, PlanName } from '../payments-port';

/** The local provider's objects, as JSON (times in epoch milliseconds). */
export type LocalCard = { brand: string; last4: string; name: string };

export type LocalCustomer = {
  kind: 'customer';
  id: string;
  userId: string;
  email: string;
  /** Credit from downgrades, taken off the next invoices (as a card processor keeps it). */
  balanceCents: number;
};

export type LocalSession = {
  kind: 'session';
  id: string;
  customerId: string;
  userId: string;
  order: CheckoutOrder;
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
  paymentId: string | null;
  createdAt: number;
  expiresAt: number;
  /** Set when a newer checkout of the same user closed this one (security check 44). */
  replaced?: boolean;
};

export type LocalSubscription = {
  kind: 'subscription';
  id: string;
  customerId: string;
  userId: string;
  plan: PlanName;
  status: 'active' | 'canceled';
  anchor: number;
  /** Periods since the anchor: the current one is [anchor + n months, anchor + n + 1 months). */
  period: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  card: LocalCard;
};

export type LocalPayment = {
  kind: 'payment';
  id: string;
  description: string;
  amountCents: number;
  currency: string;
  paidAt: number;
  card: LocalCard;
  refunded: boolean;
  /** The subscription an invoice payment belongs to, so a refused plan can be refunded. */
  subscriptionId?: string;
};

/** A billing event waiting in the outbox until the app acknowledges it. */
export type LocalOutboxEvent = { kind: 'event'; id: string; seq: number; event: unknown };

export type LocalObject =
  LocalCustomer | LocalSession | LocalSubscription | LocalPayment | LocalOutboxEvent;
export type LocalObjectKind = LocalObject['kind'];
