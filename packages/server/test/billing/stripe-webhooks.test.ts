import { count, eq } from 'drizzle-orm';

import { billingEvents } from '../../src/db/schema';
import { get, type Session, signedInUser } from '../helpers/accounts';
import { buyPagesCheckout, credits, planCheckout, transactions, userIdOf } from './helpers/billing';
import { startStripeWorld, type StripeWorld } from './helpers/stripe-setup';
import { deliver, signature } from './helpers/stripe-webhook';

/**
 * Stripe webhooks against the fake Stripe API, signed by the SDK and verified by its real
 * constructEvent: security checks 18–23, 25, 29, 30.
 */
describe('Stripe webhooks', () => {
  let w: StripeWorld;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    w = await startStripeWorld();
    ada = await signedInUser(w.t);
    bob = await signedInUser(w.t);
  });
  afterAll(() => w.close());

  const eventsStored = async (eventId: string) =>
    (
      await w.t.deps.database.db
        .select({ n: count() })
        .from(billingEvents)
        .where(eq(billingEvents.eventId, eventId))
    )[0].n;

  /** A pack bought at Stripe but not yet reported to us: the completed session's event. */
  async function paidPackEvent(s: Session, pages: number) {
    const { session_id } = await buyPagesCheckout(w.t, s, pages);
    const session = w.fake.completePayment(session_id);
    return { session, event: w.fake.event('checkout.session.completed', session) };
  }

  describe('security check 18: signature and body', () => {
    it('refuses a missing signature, a wrong one and a changed body with 400, changing nothing', async () => {
      const before = await credits(w.t, ada);
      const { event } = await paidPackEvent(ada, 10);
      const payload = JSON.stringify(event);
      const now = Math.floor(w.clock.now / 1000);

      const missing = await deliver(w.t, payload, undefined);
      const wrongSecret = await deliver(
        w.t,
        payload,
        signature(payload, { timestamp: now, secret: 'whsec_someone_else' }),
      );
      const tampered = await deliver(
        w.t,
        payload.replace('"livemode":false', '"livemode":true'),
        signature(payload, { timestamp: now }),
      );
      const garbage = await deliver(w.t, payload, 't=1,v1=deadbeef');
      for (const res of [missing, wrongSecret, tampered, garbage]) {
        expect(res.status).toBe(400);
        expect(res.body.status).toBe('error');
        expect(res.body.message).toMatch(/^Webhook rejected: /);
      }
      expect(await credits(w.t, ada)).toEqual(before);
      expect(await eventsStored(event.id)).toBe(0);

      // The same delivery, correctly signed, is accepted: the refusals were about the signature.
      const ok = await deliver(w.t, payload, signature(payload, { timestamp: now }));
      expect(ok.status).toBe(200);
      expect((await credits(w.t, ada)).paygo_credits).toBe(before.paygo_credits + 10);
    });
  });

  describe('security check 19: age', () => {
    it('refuses a signature made more than 300 s ago and accepts one made 299 s ago', async () => {
      const before = (await credits(w.t, bob)).paygo_credits;
      const { event } = await paidPackEvent(bob, 5);
      const payload = JSON.stringify(event);
      const now = Math.floor(w.clock.now / 1000);
      const old = await deliver(w.t, payload, signature(payload, { timestamp: now - 301 }));
      expect(old.status).toBe(400);
      expect(old.body.message).toMatch(/timestamp/i);
      expect((await credits(w.t, bob)).paygo_credits).toBe(before);
      const recent = await deliver(w.t, payload, signature(payload, { timestamp: now - 299 }));
      expect(recent.status).toBe(200);
      expect((await credits(w.t, bob)).paygo_credits).toBe(before + 5);
    });
  });

  describe('security check 20: replay', () => {
    it('the same signed event delivered three times grants once', async () => {
      const before = (await credits(w.t, ada)).paygo_credits;
      const { event } = await paidPackEvent(ada, 20);
      const payload = JSON.stringify(event);
      const header = signature(payload, { timestamp: Math.floor(w.clock.now / 1000) });
      const answers = await Promise.all([1, 2, 3].map(() => deliver(w.t, payload, header)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect((await credits(w.t, ada)).paygo_credits).toBe(before + 20);
      expect(await eventsStored(event.id)).toBe(1);
    });
  });

  describe('security checks 21 and 22: one invoice, events in any order', () => {
    it('invoice.paid before checkout.session.completed credits the right user, once for two invoice events', async () => {
      const carol = await signedInUser(w.t);
      const { session_id } = await planCheckout(w.t, carol, 'starter_monthly');
      const { session, invoice } = w.fake.completeSubscription(session_id);

      expect((await w.deliver('invoice.paid', invoice)).status).toBe(200);
      expect((await w.deliver('invoice.payment_succeeded', invoice)).status).toBe(200);
      expect(await credits(w.t, carol)).toEqual({
        paygo_credits: 0,
        page_credits_this_month: 50,
        page_credits_used_this_month: 0,
      });
      // Nobody else got anything.
      expect((await credits(w.t, bob)).page_credits_this_month).toBe(5);
      const history = await w.t.deps.credits.history(await userIdOf(w.t, carol.email));
      expect(history.filter((r) => r.reason === 'period')).toHaveLength(1);

      expect((await w.deliver('checkout.session.completed', session)).status).toBe(200);
      const confirmed = await get(w.t, `payment/session/${session_id}`, carol.access);
      expect(confirmed.body.data).toMatchObject({ status: 'complete', fulfilled: true });
      expect((await credits(w.t, carol)).page_credits_this_month).toBe(50);
      const [tx] = await transactions(w.t, carol);
      expect(tx).toMatchObject({
        package_name: 'starter_monthly',
        transaction_amount_in_usd: 22,
        session_id,
        card_number: '**** **** **** 4242',
      });
      expect(tx.receipt_url).toMatch(new RegExp(`^${w.fake.base}/receipts/`));
    });
  });

  it('an invoice of a customer we did not create credits nobody, whatever its metadata says', async () => {
    const before = await credits(w.t, bob);
    const bought = (await transactions(w.t, bob)).length;
    const bobId = await userIdOf(w.t, bob.email);
    const res = await w.deliver('invoice.paid', {
      id: 'in_foreign',
      object: 'invoice',
      customer: 'cus_foreign',
      billing_reason: 'subscription_create',
      amount_paid: 7000,
      currency: 'usd',
      status_transitions: { paid_at: Math.floor(w.clock.now / 1000) },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: null, metadata: { user_id: bobId } },
      },
      lines: { object: 'list', data: [], has_more: false },
      period_start: Math.floor(w.clock.now / 1000),
      period_end: Math.floor(w.clock.now / 1000) + 30 * 86_400,
    });
    expect(res.status).toBe(200);
    expect(await credits(w.t, bob)).toEqual(before);
    expect(await transactions(w.t, bob)).toHaveLength(bought);
  });

  describe('security check 23: asynchronous payments', () => {
    it('a pack completed unpaid grants nothing; its later success grants once', async () => {
      const dan = await signedInUser(w.t);
      const { session_id } = await buyPagesCheckout(w.t, dan, 50);
      const unpaid = w.fake.completePayment(session_id, false);
      expect((await w.deliver('checkout.session.completed', unpaid)).status).toBe(200);
      expect((await credits(w.t, dan)).paygo_credits).toBe(0);
      // The success page's confirmation does not grant an unpaid session either.
      const pending = await get(w.t, `payment/session/${session_id}`, dan.access);
      expect(pending.body.data).toMatchObject({ payment_status: 'unpaid', fulfilled: false });
      expect((await credits(w.t, dan)).paygo_credits).toBe(0);

      const paid = w.fake.settleAsyncPayment(session_id);
      expect((await w.deliver('checkout.session.async_payment_succeeded', paid)).status).toBe(200);
      expect((await w.deliver('checkout.session.async_payment_succeeded', paid)).status).toBe(200);
      expect((await w.deliver('checkout.session.completed', paid)).status).toBe(200);
      expect((await credits(w.t, dan)).paygo_credits).toBe(50);
      expect(await transactions(w.t, dan)).toHaveLength(1);
    });

    it('a failed asynchronous payment grants nothing', async () => {
      const erin = await signedInUser(w.t);
      const { session_id } = await buyPagesCheckout(w.t, erin, 10);
      const unpaid = w.fake.completePayment(session_id, false);
      await w.deliver('checkout.session.completed', unpaid);
      expect((await w.deliver('checkout.session.async_payment_failed', unpaid)).status).toBe(200);
      expect((await credits(w.t, erin)).paygo_credits).toBe(0);
      const session = await get(w.t, `payment/session/${session_id}`, erin.access);
      expect(session.body.data).toMatchObject({ payment_status: 'failed', fulfilled: false });
    });
  });

  describe('security check 25: the success call', () => {
    it('another user’s session is 404, grants nothing and is not even looked up at Stripe', async () => {
      const { session_id } = await buyPagesCheckout(w.t, ada, 5);
      w.fake.completePayment(session_id);
      const before = await credits(w.t, bob);
      const asked = w.fake.requests.length;
      const res = await get(w.t, `payment/session/${session_id}`, bob.access);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Payment session not found');
      expect(await credits(w.t, bob)).toEqual(before);
      expect(w.fake.requests.slice(asked).some((r) => r.path.includes(session_id))).toBe(false);

      // The owner's own call completes it (the webhook is late), and the webhook then adds nothing.
      const adaBefore = (await credits(w.t, ada)).paygo_credits;
      const own = await get(w.t, `payment/session/${session_id}`, ada.access);
      expect(own.body.data).toMatchObject({ fulfilled: true, payment_status: 'paid' });
      expect((await credits(w.t, ada)).paygo_credits).toBe(adaBefore + 5);
      await w.deliver('checkout.session.completed', w.fake.object(session_id));
      expect((await credits(w.t, ada)).paygo_credits).toBe(adaBefore + 5);
    });
  });

  describe('security check 29: refunds', () => {
    it('removes what is left of the pack once and never below zero', async () => {
      const fay = await signedInUser(w.t);
      const { session, event } = await paidPackEvent(fay, 10);
      await w.deliver(event.type, event.data.object);
      expect((await credits(w.t, fay)).paygo_credits).toBe(10);
      // 8 pages used: the 5 monthly first, then 3 of the pack.
      const charged = await w.t.deps.credits.charge(await userIdOf(w.t, fay.email), 8, 'doc-f');
      expect(charged).toMatchObject({ outcome: 'charged', monthly: 5, paygo: 3 });

      const charge = w.fake.refund(session.payment_intent as string);
      expect((await w.deliver('charge.refunded', charge)).status).toBe(200);
      expect((await credits(w.t, fay)).paygo_credits).toBe(0);
      // Stripe may report the refund again (another event id): nothing more is taken.
      expect((await w.deliver('charge.refunded', charge)).status).toBe(200);
      expect(await credits(w.t, fay)).toMatchObject({
        paygo_credits: 0,
        page_credits_used_this_month: 5,
      });
      const [tx] = await transactions(w.t, fay);
      expect(tx.transaction_status).toBe('refunded');
    });

    it('a refund of an unknown payment changes nothing', async () => {
      const res = await w.deliver('charge.refunded', {
        id: 'ch_unknown',
        object: 'charge',
        amount: 500,
        amount_refunded: 500,
        refunded: true,
        payment_intent: 'pi_unknown',
      });
      expect(res.status).toBe(200);
    });
  });

  describe('security check 30: transactions', () => {
    it('list only the caller’s purchases, each with the receipt url of its charge', async () => {
      const mine = await transactions(w.t, ada);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      for (const tx of mine) {
        expect(tx.receipt_url).toMatch(new RegExp(`^${w.fake.base}/receipts/payment/`));
        expect(tx.package_name).toBe('paygo');
      }
      const theirs = await transactions(w.t, bob);
      const mineIds = new Set(mine.map((x) => x._id));
      expect(theirs.every((x) => !mineIds.has(x._id))).toBe(true);
      expect(theirs).toHaveLength(1);
    });
  });

  it('ignores event types it does not act on, with 200', async () => {
    const res = await w.deliver('customer.created', { id: 'cus_x', object: 'customer' });
    expect(res.status).toBe(200);
  });
});
