import { randomUUID } from 'node:crypto';

import {
  BILLING_MESSAGES,
  type CheckoutData,
  type CheckoutSessionData,
  findPlan,
  FREE_PLAN,
  isPaygoPages,
  PAYGO_PACKAGE_NAME,
  type PackageType,
  type PaygoQuoteData,
  quotePaygo,
} from '@castmyscript/api/contract';

import type { CheckoutOrder, PaymentsPort } from '../../adapters/payments/payments-port';
import type { UserRow } from '../../db/schema';
import type { CreditLedger } from '../credits/credit-ledger';
import { ServiceError } from '../service-error';
import type { BillingDal } from './billing-dal';
import type { BillingEvents } from './billing-events';
import { isLiveStatus } from './billing-fns';
import type { BillingSync } from './billing-sync';
import type { OnePlan } from './one-plan';

/**
 * Opening a hosted checkout and confirming it afterwards (security checks 24, 25). The order is
 * priced here, from the catalogue, whatever the client believes the price to be.
 */
export type CheckoutDeps = {
  dal: BillingDal;
  payments: Pick<PaymentsPort, 'provider' | 'createCustomer' | 'createCheckout' | 'checkoutEvent'>;
  credits: Pick<CreditLedger, 'balance'>;
  events: Pick<BillingEvents, 'apply'>;
  sync: Pick<BillingSync, 'refresh'>;
  onePlan: Pick<OnePlan, 'expireOthers'>;
  publicUrl: string;
};

export type CheckoutInput = {
  package_type: PackageType;
  package_details: { package_name: string; pages_buy?: number; package_price?: number };
};

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function createCheckoutService(deps: CheckoutDeps) {
  const { dal, payments } = deps;
  const provider = payments.provider;

  /** The discount follows the plan the user is on now. */
  async function currentPlan(userId: string) {
    const balance = await deps.credits.balance(userId);
    return findPlan(balance.plan) ?? FREE_PLAN;
  }

  /** The price the buyer saw must be the one charged; the server's figure is what is charged. */
  function confirmSeenPrice(seen: number | undefined, order: CheckoutOrder): CheckoutOrder {
    if (seen === undefined || Math.round(seen * 100) === order.amountCents) return order;
    throw new ServiceError('conflict', BILLING_MESSAGES.priceChanged(usd(order.amountCents)));
  }

  async function order(user: UserRow, input: CheckoutInput): Promise<CheckoutOrder> {
    return confirmSeenPrice(input.package_details.package_price, await price(user, input));
  }

  async function price(user: UserRow, input: CheckoutInput): Promise<CheckoutOrder> {
    const d = input.package_details;
    if (input.package_type === 'subscription') {
      const plan = findPlan(d.package_name);
      if (!plan || plan.package_name === FREE_PLAN.package_name) {
        throw new ServiceError('invalid', BILLING_MESSAGES.unknownPlan);
      }
      const live = await dal.newestSubscription(user.id);
      if (live && isLiveStatus(live.status)) {
        throw new ServiceError('conflict', BILLING_MESSAGES.alreadySubscribed);
      }
      return { kind: 'subscription', plan: plan.package_name, amountCents: plan.amount * 100 };
    }
    if (d.package_name !== PAYGO_PACKAGE_NAME) {
      throw new ServiceError('invalid', BILLING_MESSAGES.unknownPack);
    }
    const pages = d.pages_buy ?? 0;
    if (!isPaygoPages(pages)) {
      throw new ServiceError(
        'invalid',
        pages > 1000 ? BILLING_MESSAGES.paygoMax : BILLING_MESSAGES.paygoMin,
      );
    }
    const quote = quotePaygo(pages, await currentPlan(user.id));
    return { kind: 'paygo', pages, amountCents: quote.totalCents };
  }

  async function customerFor(user: UserRow): Promise<string> {
    const known = await dal.customerOf(user.id, provider);
    if (known) return known;
    // Created before any checkout, so every later event can be traced to this user (check 22).
    const created = await payments.createCustomer({
      userId: user.id,
      email: user.email,
      name: user.name,
    });
    return dal.saveCustomer(user.id, provider, created);
  }

  return {
    async paygoQuote(user: UserRow, pages: number): Promise<PaygoQuoteData> {
      const plan = await currentPlan(user.id);
      const { totalCents: _cents, ...quote } = quotePaygo(pages, plan);
      return {
        ...quote,
        package_name: plan.package_name,
        discount_percent: Math.round(plan.paygoDiscount * 100),
      };
    },

    async create(user: UserRow, input: CheckoutInput): Promise<CheckoutData> {
      await deps.sync.refresh(user.id);
      const wanted = await order(user, input);
      const customerId = await customerFor(user);
      const { sessionId, url } = await payments.createCheckout({
        userId: user.id,
        customerId,
        order: wanted,
        successUrl: `${deps.publicUrl}/dashboard/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}/dashboard/cancel`,
        // A retried request reuses the key; a new click is a new order with a new key.
        idempotencyKey: `checkout-${randomUUID()}`,
      });
      const created = await dal.createSession({
        userId: user.id,
        provider,
        sessionId,
        packageType: wanted.kind,
        packageName: wanted.kind === 'paygo' ? PAYGO_PACKAGE_NAME : wanted.plan,
        pages: wanted.kind === 'paygo' ? wanted.pages : null,
        amountCents: wanted.amountCents,
      });
      // The newest plan checkout is the only one left to pay (security check 44); closed after
      // the new one exists, so a failure here never leaves the user without a checkout.
      if (wanted.kind === 'subscription') {
        await deps.onePlan.expireOthers(user.id, created.createdAt);
      }
      return { url, session_id: sessionId };
    },

    /**
     * The success page's confirmation. Another user's session is not found (check 25) and the
     * provider is not even asked; the caller's own session is completed through the same event
     * code as the webhook, in case the webhook is late.
     */
    async confirm(user: UserRow, sessionId: string): Promise<CheckoutSessionData> {
      const mine = await dal.findSession(provider, sessionId, user.id);
      if (!mine) throw new ServiceError('not_found', BILLING_MESSAGES.sessionNotFound);
      if (!mine.fulfilledAt && mine.status !== 'expired') {
        const event = await payments.checkoutEvent(sessionId);
        if (event) await deps.events.apply(event);
      }
      await deps.sync.refresh(user.id);
      const row = (await dal.findSession(provider, sessionId, user.id))!;
      return {
        session_id: row.sessionId,
        package_type: row.packageType,
        package_name: row.packageName,
        pages: row.pages,
        amount_in_usd: row.amountCents / 100,
        status: row.status as CheckoutSessionData['status'],
        payment_status: row.paymentStatus as CheckoutSessionData['payment_status'],
        fulfilled: row.fulfilledAt !== null,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
