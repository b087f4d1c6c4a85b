import { BILLING_MESSAGES } from '@castmyscript/api/contract';
import { eq } from 'drizzle-orm';

import { billingSubscriptions } from '../../src/db/schema';
import { type Session, signedInUser } from '../helpers/accounts';
import {
  buyPagesCheckout,
  credits,
  planCheckout,
  subscription,
  transactions,
  userIdOf,
} from './helpers/billing';
import { checkoutSession, recentActivities } from './helpers/one-plan';
import { startStripeWorld, type StripeWorld } from './helpers/stripe-setup';

/**
 * security check 44 with Stripe, against the fake API and webhooks signed by the SDK: opening a
 * plan checkout expires the user's older open ones at Stripe; a second plan that was paid anyway
 * (both checkouts paid before any webhook arrived) grants nothing, whichever of its events comes
 * first, and is cancelled and refunded through the API, and the user is told.
 */
describe('security check 44: one plan at a time (Stripe)', () => {
  let w: StripeWorld;

  beforeAll(async () => {
    w = await startStripeWorld();
  });
  afterAll(() => w.close());

  const calls = (from: number, method: string, re: RegExp) =>
    w.fake.requests.slice(from).filter((r) => r.method === method && re.test(r.path));
  const plansOf = async (s: Session) =>
    w.t.deps.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, await userIdOf(w.t, s.email)));

  /** Both plan checkouts paid at Stripe before any of their webhooks reached us. */
  async function twoPaidPlans(s: Session) {
    const starter = await planCheckout(w.t, s, 'starter_monthly');
    const first = w.fake.completeSubscription(starter.session_id);
    const pro = await planCheckout(w.t, s, 'pro_monthly');
    const second = w.fake.completeSubscription(pro.session_id);
    return { starter, first, pro, second };
  }

  it('opening a plan checkout expires the older open one at Stripe, not a pack checkout', async () => {
    const ada = await signedInUser(w.t);
    const pack = await buyPagesCheckout(w.t, ada, 10);
    const starter = await planCheckout(w.t, ada, 'starter_monthly');
    const from = w.fake.requests.length;
    const pro = await planCheckout(w.t, ada, 'pro_monthly');

    expect(calls(from, 'POST', /\/expire$/).map((r) => r.path)).toEqual([
      `/v1/checkout/sessions/${starter.session_id}/expire`,
    ]);
    expect(w.fake.object(starter.session_id).status).toBe('expired');
    expect(w.fake.object(pro.session_id).status).toBe('open');
    expect(w.fake.object(pack.session_id).status).toBe('open');
    expect(await checkoutSession(w.t, ada, starter.session_id)).toMatchObject({
      status: 'expired',
      fulfilled: false,
    });
  });

  it('a second plan paid anyway is cancelled and refunded at Stripe and grants nothing', async () => {
    const bob = await signedInUser(w.t);
    const { starter, first, pro, second } = await twoPaidPlans(bob);
    // The older checkout was already paid when the newer one opened: Stripe refused to expire it.
    expect(w.fake.object(starter.session_id).status).toBe('complete');

    for (const [type, o] of [
      ['checkout.session.completed', first.session],
      ['invoice.paid', first.invoice],
    ] as const) {
      expect((await w.deliver(type, o)).status).toBe(200);
    }
    const before = await credits(w.t, bob);
    expect(before.page_credits_this_month).toBe(50);

    const from = w.fake.requests.length;
    for (const [type, o] of [
      ['checkout.session.completed', second.session],
      ['invoice.paid', second.invoice],
      ['customer.subscription.created', second.subscription],
    ] as const) {
      expect((await w.deliver(type, o)).status).toBe(200);
    }

    // Cancelled now and its payment refunded in full, through the API.
    const subId = second.subscription.id;
    expect(calls(from, 'DELETE', new RegExp(`^/v1/subscriptions/${subId}$`))).toHaveLength(1);
    const refunds = calls(from, 'POST', /^\/v1\/refunds$/);
    expect(refunds).toHaveLength(1);
    const invoice = w.fake.object(second.invoice.id as string);
    expect(w.fake.object(subId).status).toBe('canceled');
    const charge = w.fake.object(
      w.fake.object(refunds[0].params.payment_intent as string).latest_charge as string,
    );
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 7000 });
    expect(invoice.amount_paid).toBe(7000);

    // Nothing granted: still Starter with its 50 pages; the session says refunded.
    expect(await credits(w.t, bob)).toEqual(before);
    expect((await subscription(w.t, bob)).subscription).toMatchObject({
      package_name: 'starter_monthly',
      status: 'active',
    });
    expect(await checkoutSession(w.t, bob, pro.session_id)).toMatchObject({
      payment_status: 'refunded',
      fulfilled: false,
    });
    const [told] = await recentActivities(w.t, bob);
    expect(told).toMatchObject({
      status: 'failed',
      description: BILLING_MESSAGES.secondPlanRefunded('Pro', 'Starter'),
    });

    // Stripe's own reports of the cancellation and the refund change nothing more.
    const cancelled = w.fake.object(subId);
    expect((await w.deliver('customer.subscription.deleted', cancelled)).status).toBe(200);
    expect((await w.deliver('charge.refunded', charge)).status).toBe(200);
    expect(await credits(w.t, bob)).toEqual(before);
    expect((await subscription(w.t, bob)).subscription!.package_name).toBe('starter_monthly');
    const paid = await transactions(w.t, bob);
    expect(paid.map((x) => [x.package_name, x.transaction_status]).sort()).toEqual([
      ['pro_monthly', 'refunded'],
      ['starter_monthly', 'paid'],
    ]);
    expect(calls(from, 'POST', /^\/v1\/refunds$/)).toHaveLength(1);
    expect((await recentActivities(w.t, bob)).filter((a) => a.status === 'failed')).toHaveLength(1);
  });

  it('the second plan’s invoice arriving before its checkout event grants nothing either', async () => {
    const carol = await signedInUser(w.t);
    const { first, pro, second } = await twoPaidPlans(carol);
    await w.deliver('invoice.paid', first.invoice);
    await w.deliver('checkout.session.completed', first.session);
    const before = await credits(w.t, carol);

    expect((await w.deliver('invoice.paid', second.invoice)).status).toBe(200);
    expect((await w.deliver('checkout.session.completed', second.session)).status).toBe(200);

    expect(await credits(w.t, carol)).toEqual(before);
    expect(w.fake.object(second.subscription.id).status).toBe('canceled');
    expect(w.fake.object(first.subscription.id).status).toBe('active');
    expect(await checkoutSession(w.t, carol, pro.session_id)).toMatchObject({
      payment_status: 'refunded',
      fulfilled: false,
    });
    const live = (await plansOf(carol)).filter((p) => !p.endedAt);
    expect(live.map((p) => p.subscriptionId)).toEqual([first.subscription.id]);
  });

  it('both plans’ events at the same moment: one plan kept, the other cancelled and refunded', async () => {
    const dan = await signedInUser(w.t);
    const { first, second } = await twoPaidPlans(dan);
    const from = w.fake.requests.length;
    const deliveries = [first, second].flatMap((p) => [
      ['checkout.session.completed', p.session],
      ['invoice.paid', p.invoice],
      ['customer.subscription.created', p.subscription],
    ]) as [string, unknown][];
    const answers = await Promise.all(deliveries.map(([type, o]) => w.deliver(type, o)));
    expect(answers.map((a) => a.status)).toEqual(Array(deliveries.length).fill(200));

    const plans = await plansOf(dan);
    expect(plans).toHaveLength(2);
    const kept = plans.filter((p) => !p.refusedAt);
    expect(kept).toHaveLength(1);
    const refused = plans.find((p) => p.refusedAt)!;
    expect(refused.refusalSettledAt).not.toBeNull();
    expect(w.fake.object(refused.subscriptionId).status).toBe('canceled');
    expect(w.fake.object(kept[0].subscriptionId).status).toBe('active');
    // Refunded once: any repeated request carried the same idempotency key.
    const keys = calls(from, 'POST', /^\/v1\/refunds$/).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    const pi = w.fake.object(keys[0]!.replace('one-plan-refund-', ''));
    expect(w.fake.object(pi.latest_charge as string)).toMatchObject({
      refunded: true,
      amount_refunded: pi.amount,
    });

    const allowance = kept[0].packageName === 'pro_monthly' ? 180 : 50;
    expect(await credits(w.t, dan)).toMatchObject({ page_credits_this_month: allowance });
    expect((await subscription(w.t, dan)).subscription!.package_name).toBe(kept[0].packageName);
    const userId = await userIdOf(w.t, dan.email);
    const ledger = await w.t.deps.credits.history(userId);
    expect(ledger.filter((r) => r.reason === 'period')).toHaveLength(1);
  });

  it('a cancellation Stripe failed is tried again on the next webhook, and the user told once', async () => {
    const fay = await signedInUser(w.t);
    const { first, second } = await twoPaidPlans(fay);
    await w.deliver('checkout.session.completed', first.session);
    await w.deliver('invoice.paid', first.invoice);
    // Down for the first try and the SDK's two retries.
    w.fake.failNext('DELETE', /^\/v1\/subscriptions\//, 3);
    expect((await w.deliver('checkout.session.completed', second.session)).status).toBe(200);

    const subId = second.subscription.id;
    expect(w.fake.object(subId).status).toBe('active');
    const pending = (await plansOf(fay)).find((p) => p.subscriptionId === subId)!;
    expect(pending).toMatchObject({ refusalSettledAt: null });
    expect(pending.refusedAt).not.toBeNull();
    expect(await recentActivities(w.t, fay)).toEqual([]);

    expect((await w.deliver('invoice.paid', second.invoice)).status).toBe(200);
    expect(w.fake.object(subId).status).toBe('canceled');
    expect(
      (await plansOf(fay)).find((p) => p.subscriptionId === subId)!.refusalSettledAt,
    ).not.toBeNull();
    expect(await recentActivities(w.t, fay)).toHaveLength(1);
    expect((await credits(w.t, fay)).page_credits_this_month).toBe(50);
  });
});
