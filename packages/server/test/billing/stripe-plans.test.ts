import { BILLING_MESSAGES } from '@castmyscript/api/contract';

import { get, post, type Session, signedInUser } from '../helpers/accounts';
import {
  buyPagesCheckout,
  credits,
  DAY,
  planCheckout,
  subscription,
  transactions,
  userIdOf,
} from './helpers/billing';
import { startStripeWorld, type StripeWorld } from './helpers/stripe-setup';

/**
 * What the app asks of Stripe and how plans live there, against the fake Stripe API:
 * security check 24 (catalogue prices, our user, idempotency keys), 26, 27 and 28.
 */
describe('Stripe checkout and plans', () => {
  let w: StripeWorld;
  let ada: Session;
  let adaId: string;

  beforeAll(async () => {
    w = await startStripeWorld();
    ada = await signedInUser(w.t);
    adaId = await userIdOf(w.t, ada.email);
  });
  afterAll(() => w.close());

  const since = (n: number) => w.fake.requests.slice(n);

  /** Subscribes through Checkout and reports it the way Stripe does. */
  async function subscribe(s: Session, plan: string) {
    const { session_id } = await planCheckout(w.t, s, plan);
    const done = w.fake.completeSubscription(session_id);
    await w.deliver('customer.subscription.created', done.subscription);
    await w.deliver('checkout.session.completed', done.session);
    await w.deliver('invoice.paid', done.invoice);
    return done;
  }

  describe('security check 24: what Stripe receives', () => {
    it('a pack: customer first, then a payment session at the server’s price, for our user, with idempotency keys', async () => {
      const n = w.fake.requests.length;
      const { url, session_id } = await buyPagesCheckout(w.t, ada, 25);
      expect(url).toBe(`${w.fake.base}/c/pay/${session_id}`);
      const [customer, session] = since(n);
      expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers' });
      expect(customer.params).toMatchObject({ email: ada.email, metadata: { user_id: adaId } });
      expect(customer.idempotencyKey).toBe(`customer-${adaId}`);

      const customerId = w.fake.object(session_id).customer as string;
      expect(session).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
      expect(session.params).toMatchObject({
        mode: 'payment',
        customer: customerId,
        client_reference_id: adaId,
        metadata: { user_id: adaId, package_type: 'paygo', pages: '25' },
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: '1875',
              product_data: { name: '25 pay-as-you-go pages' },
            },
          },
        ],
        success_url: 'http://localhost:3000/dashboard/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/dashboard/cancel',
      });
      expect(session.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);
    });

    it('a plan: the catalogue price id, and the same customer again', async () => {
      const n = w.fake.requests.length;
      await planCheckout(w.t, ada, 'standard_monthly');
      const calls = since(n);
      expect(calls.map((c) => c.path)).toEqual(['/v1/checkout/sessions']);
      expect(calls[0].params).toMatchObject({
        mode: 'subscription',
        client_reference_id: adaId,
        line_items: [{ price: 'price_standard', quantity: '1' }],
        subscription_data: { metadata: { user_id: adaId } },
      });
      expect(calls[0].params).not.toHaveProperty('line_items.0.price_data');
    });

    it('a refused order never reaches Stripe', async () => {
      const n = w.fake.requests.length;
      const res = await post(
        w.t,
        'payment/create-checkout-session',
        {
          package_type: 'paygo',
          package_details: { package_name: 'paygo', pages_buy: 25, package_price: 1 },
        },
        ada.access,
      );
      // A price that differs from the catalogue's (package_price) is refused.
      expect(res.status).toBe(409);
      expect(since(n)).toEqual([]);
    });
  });

  describe('security check 26: renewal', () => {
    it('subscription_cycle resets the monthly pages to the allowance; pay-as-you-go stays', async () => {
      const { session_id } = await buyPagesCheckout(w.t, ada, 10);
      await w.deliver('checkout.session.completed', w.fake.completePayment(session_id));
      const { subscription: sub } = await subscribe(ada, 'starter_monthly');
      expect(await credits(w.t, ada)).toEqual({
        paygo_credits: 10,
        page_credits_this_month: 50,
        page_credits_used_this_month: 0,
      });
      await w.t.deps.credits.charge(adaId, 53, 'doc-a');
      expect(await credits(w.t, ada)).toMatchObject({
        paygo_credits: 7,
        page_credits_used_this_month: 50,
      });

      w.clock.now += 30 * DAY + 1000;
      const renewed = w.fake.renew(sub.id);
      expect((await w.deliver('invoice.paid', renewed.invoice)).status).toBe(200);
      await w.deliver('invoice.payment_succeeded', renewed.invoice);
      expect(await credits(w.t, ada)).toEqual({
        paygo_credits: 7,
        page_credits_this_month: 50,
        page_credits_used_this_month: 0,
      });
      const details = await subscription(w.t, ada);
      expect(details.subscription!.current_period_end).toBe(
        renewed.subscription.items.data[0].current_period_end,
      );
      expect((await transactions(w.t, ada)).map((x) => x.package_name)).toEqual([
        'paygo',
        'starter_monthly',
        'starter_monthly',
      ]);
    });

    it('a late first invoice does not undo the renewal', async () => {
      await w.t.deps.credits.charge(adaId, 3, 'doc-b');
      const before = await credits(w.t, ada);
      // Stripe delivers the original create invoice again, under a new event id.
      const history = await w.t.deps.credits.history(adaId);
      const firstInvoice = history.find((r) => r.reason === 'period')!.reference!;
      expect((await w.deliver('invoice.paid', w.fake.object(firstInvoice))).status).toBe(200);
      expect(await credits(w.t, ada)).toEqual(before);
    });
  });

  describe('security check 27: plan change', () => {
    it('the preview and the update send Stripe the same proration date', async () => {
      const n = w.fake.requests.length;
      const preview = await post(
        w.t,
        'payment/subscription/proration-preview',
        { package_name: 'pro_monthly' },
        ada.access,
      );
      expect(preview.status).toBe(200);
      const previewCall = since(n).find((r) => r.path === '/v1/invoices/create_preview')!;
      const date = Number(
        (previewCall.params.subscription_details as Record<string, string>).proration_date,
      );
      expect(date).toBe(preview.body.data.proration_date);
      expect(previewCall.params).toMatchObject({
        subscription_details: {
          items: [{ price: 'price_pro' }],
          proration_behavior: 'always_invoice',
        },
      });
      expect(preview.body.data).toMatchObject({ next_billing_amount: 70 });
      expect(preview.body.data.immediate_charge).toBeGreaterThan(40);
      expect(preview.body.data.immediate_charge).toBe(preview.body.data.proration_amount);

      w.clock.now += 90_000;
      const m = w.fake.requests.length;
      const updated = await post(
        w.t,
        'payment/subscription/update',
        { package_name: 'pro_monthly' },
        ada.access,
      );
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Your plan has been updated to Pro.');
      const updateCall = since(m).find(
        (r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'),
      )!;
      expect(Number(updateCall.params.proration_date)).toBe(date);
      expect(updateCall.params).toMatchObject({
        items: [{ price: 'price_pro' }],
        proration_behavior: 'always_invoice',
      });
      expect(updateCall.idempotencyKey).toMatch(new RegExp(`-pro_monthly-${date}$`));

      // Stripe then reports the change and bills the proration: no credits move until the cycle.
      const sub = w.fake.object(updateCall.path.split('/').at(-1)!);
      await w.deliver('customer.subscription.updated', sub);
      await w.deliver('invoice.paid', w.fake.object(sub.latest_invoice as string));
      expect(await credits(w.t, ada)).toMatchObject({ page_credits_this_month: 50 });
      expect((await subscription(w.t, ada)).subscription!.package_name).toBe('pro_monthly');
      expect((await transactions(w.t, ada)).at(-1)).toMatchObject({
        package_name: 'pro_monthly',
        transaction_amount_in_usd: preview.body.data.immediate_charge,
      });
    });

    it('a stale preview is not reused: the update then uses the current time', async () => {
      await post(
        w.t,
        'payment/subscription/proration-preview',
        { package_name: 'standard_monthly' },
        ada.access,
      );
      w.clock.now += 2 * 3600 * 1000;
      const m = w.fake.requests.length;
      await post(
        w.t,
        'payment/subscription/update',
        { package_name: 'standard_monthly' },
        ada.access,
      );
      const call = since(m).find(
        (r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'),
      )!;
      expect(Number(call.params.proration_date)).toBe(Math.floor(w.clock.now / 1000));
    });
  });

  describe('security check 28: cancel at period end', () => {
    it('keeps the plan and its pages until the end, then Free with pay-as-you-go, even before Stripe says so', async () => {
      const n = w.fake.requests.length;
      const res = await post(w.t, 'payment/cancel-subscription', undefined, ada.access);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(BILLING_MESSAGES.cancelled);
      const call = since(n).find((r) => r.method === 'POST')!;
      expect(call.params).toEqual({ cancel_at_period_end: 'true' });
      expect(call.idempotencyKey).toBeDefined();

      const before = await credits(w.t, ada);
      const details = await subscription(w.t, ada);
      expect(details.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
      const end = details.subscription!.current_period_end * 1000;

      w.clock.now = end - 1000;
      expect(await credits(w.t, ada)).toEqual(before);
      w.clock.now = end + 1000;
      expect(await subscription(w.t, ada)).toEqual({
        paygo_credits: before.paygo_credits,
        subscription: null,
      });
      expect(await credits(w.t, ada)).toEqual({
        paygo_credits: before.paygo_credits,
        page_credits_this_month: 5,
        page_credits_used_this_month: 0,
      });

      // Stripe's own notice arrives afterwards: nothing changes twice.
      const subId = call.path.split('/').at(-1)!;
      expect((await w.deliver('customer.subscription.deleted', w.fake.end(subId))).status).toBe(
        200,
      );
      expect((await credits(w.t, ada)).page_credits_this_month).toBe(5);
      const ledger = await w.t.deps.credits.history(adaId);
      // The plan's end is written once: the unused allowance lapses, then Free's pages are granted.
      const ends = ledger.filter((r) => r.idempotencyKey.startsWith('plan_end:'));
      expect(ends.map((r) => r.idempotencyKey).sort()).toEqual([
        `plan_end:stripe:${subId}`,
        `plan_end:stripe:${subId}:expiry`,
      ]);
    });

    it('customer.subscription.deleted ends a plan on the webhook path too', async () => {
      const bea = await signedInUser(w.t);
      const { subscription: sub } = await subscribe(bea, 'pro_monthly');
      await w.t.deps.credits.charge(await userIdOf(w.t, bea.email), 10, 'doc-bea');
      await post(w.t, 'payment/cancel-subscription', undefined, bea.access);
      expect((await credits(w.t, bea)).page_credits_this_month).toBe(180);
      w.clock.now = sub.items.data[0].current_period_end * 1000;
      expect((await w.deliver('customer.subscription.deleted', w.fake.end(sub.id))).status).toBe(
        200,
      );
      const history = await get(w.t, 'payment/get-all-subscriptions', bea.access);
      expect(history.body.data.subscriptions).toEqual([
        expect.objectContaining({
          package_name: 'pro_monthly',
          status: 'canceled',
          cancel_at_period_end: true,
        }),
      ]);
      expect(await credits(w.t, bea)).toEqual({
        paygo_credits: 0,
        page_credits_this_month: 5,
        page_credits_used_this_month: 0,
      });
    });
  });
});
