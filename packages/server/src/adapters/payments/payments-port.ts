/**
 * The payments port (payments row). A provider takes money and reports what
 * happened as provider-neutral billing events; the billing service alone decides what they mean
 * for plans and credits. Amounts are integer cents, times are Dates.
 */
import type { Plan } from '@castmyscript/api/contract';

export type ProviderName = 'stripe' | 'local';
export type PlanName = Plan['package_name'];

/** What the customer buys; prices always come from the server's catalogue. */
export type CheckoutOrder =
  | { kind: 'subscription'; plan: PlanName; amountCents: number }
  | { kind: 'paygo'; pages: number; amountCents: number };

export type CheckoutRequest = {
  userId: string;
  customerId: string;
  order: CheckoutOrder;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

/** The card that paid, for the transaction list (Transaction). */
export type PaymentDetails = {
  /** The provider's payment (payment intent or charge); refunds name it. */
  paymentId: string | null;
  receiptUrl: string | null;
  paymentType: string;
  cardBrand: string | null;
  cardLast4: string | null;
  cardName: string | null;
};

export type SubscriptionSnapshot = {
  subscriptionId: string;
  customerId: string;
  /** Our user id as the provider holds it in metadata, when it does. */
  userId: string | null;
  plan: PlanName | null;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
};

type EventBase = { eventId: string; type: string };

export type BillingEvent = EventBase &
  (
    | {
        /** A checkout finished; `paid` false means an asynchronous payment is still pending. */
        kind: 'checkout_completed';
        sessionId: string;
        userId: string | null;
        customerId: string | null;
        paid: boolean;
        subscriptionId: string | null;
        payment: PaymentDetails | null;
        /** The subscription the checkout started, as the provider holds it now. */
        subscription?: SubscriptionSnapshot | null;
      }
    | { kind: 'checkout_failed' | 'checkout_expired'; sessionId: string }
    | {
        /** One invoice paid; several provider events may report the same invoice. */
        kind: 'invoice_paid';
        invoiceId: string;
        customerId: string;
        subscriptionId: string | null;
        /** subscription_create, subscription_cycle, subscription_update, manual… */
        billingReason: string;
        /** The plan and period the invoice pays for (from its subscription line). */
        plan: PlanName | null;
        periodStart: Date;
        periodEnd: Date;
        amountCents: number;
        currency: string;
        paidAt: Date;
        payment: PaymentDetails | null;
        subscription: SubscriptionSnapshot | null;
      }
    | { kind: 'subscription_updated' | 'subscription_deleted'; subscription: SubscriptionSnapshot }
    | {
        kind: 'payment_refunded';
        paymentId: string;
        amountCents: number;
        refundedCents: number;
      }
  );

export type ProrationPreview = {
  immediateChargeCents: number;
  prorationCents: number;
  nextBillingCents: number;
  nextBillingDate: Date;
};

export type PlanChange = {
  subscriptionId: string;
  plan: PlanName;
  /** Seconds; the preview and the update pass the same one (security check 27). */
  prorationDate: number;
};

/** A webhook whose signature, age or body does not check out (answered 400). */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

export interface PaymentsPort {
  readonly provider: ProviderName;
  createCustomer(user: { userId: string; email: string; name: string }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * The session's state now, as the event its completion would send (the success page confirms
   * through the same code as the webhook); null while it is still open.
   */
  checkoutEvent(sessionId: string): Promise<BillingEvent | null>;
  previewPlanChange(change: PlanChange): Promise<ProrationPreview>;
  changePlan(change: PlanChange & { idempotencyKey: string }): Promise<SubscriptionSnapshot>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<SubscriptionSnapshot>;
  /**
   * Ends a subscription now and refunds what it was paid (a second plan the user could not hold,
   * security check 44). Safe to repeat: a second call changes nothing.
   */
  cancelAndRefund(subscriptionId: string): Promise<void>;
  /** Closes an open checkout so it can no longer be paid; a session no longer open is left as is. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Verifies a webhook on its raw body; throws WebhookRejected. Providers without webhooks omit it. */
  readWebhook?(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent[]>;
  /**
   * Events the provider holds for us (the local provider's outbox: completed checkouts,
   * renewals that fell due by `now`). Delivered at least once; `acknowledge` removes them.
   */
  pendingEvents?(now: Date): Promise<BillingEvent[]>;
  acknowledge?(eventIds: string[]): Promise<void>;
}

/** The embedded provider's own hosted checkout page. */
export type LocalSessionView = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  description: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** Why a closed session is closed, when the page should say more than "closed". */
  closedReason?: string;
};

export type TestCard = { name: string; number: string; expiry: string; cvc: string };

export interface LocalCheckoutPort {
  session(sessionId: string): Promise<LocalSessionView | null>;
  /** Charges the test card; 'declined' with a reason the page shows, else the session completes. */
  pay(sessionId: string, card: TestCard): Promise<{ ok: true } | { ok: false; reason: string }>;
  cancel(sessionId: string): Promise<void>;
  receipt(paymentId: string): Promise<LocalReceipt | null>;
}

export type LocalReceipt = {
  paymentId: string;
  description: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  cardBrand: string;
  cardLast4: string;
  refunded: boolean;
};
