import { BILLING_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import {
  buyPagesCheckout,
  credits,
  DAY,
  LONG_TOKENS,
  planCheckout,
  submitCard,
  subscription,
  transactions,
  userIdOf,
} from './helpers/billing';

/**
 * A plan's whole life on the local provider, through real HTTP with a controllable clock:
 * subscribe, renew (26), preview and change plan with one proration date (27), cancel at period
 * end and fall back to Free keeping pay-as-you-go (28).
 */
describe('local provider: a plan from start to end', () => {
  let t: TestApp;
  let clock = Date.now();
  let ada: Session;
  let userId: string;

  beforeAll(async () => {
    t = await startApp({ ...RELAXED_LIMITS, ...LONG_TOKENS }, { now: () => clock });
    ada = await signedInUser(t);
    userId = await userIdOf(t, ada.email);
  });
  afterAll(async () => {
    expect(await t.deps.credits.mismatches()).toEqual([]);
    await t.close();
  });

  it('subscribing to Starter gives 50 monthly pages on top of a pack bought before', async () => {
    const pack = await buyPagesCheckout(t, ada, 10);
    expect((await submitCard(t, pack.url)).status).toBe(303);
    const { url, session_id } = await planCheckout(t, ada, 'starter_monthly');
    const page = await (await t.http(new URL(url).pathname)).text();
    expect(page).toContain('Starter plan, billed monthly');
    expect(page).toContain('$22.00');
    expect((await submitCard(t, url)).status).toBe(303);

    expect(await credits(t, ada)).toEqual({
      paygo_credits: 10,
      page_credits_this_month: 50,
      page_credits_used_this_month: 0,
    });
    const details = await subscription(t, ada);
    expect(details.subscription).toMatchObject({
      status: 'active',
      package_name: 'starter_monthly',
      page_credits_this_month: 50,
      cancel_at_period_end: false,
      canceled_at: null,
    });
    const session = await get(t, `payment/session/${session_id}`, ada.access);
    expect(session.body.data).toMatchObject({ package_type: 'subscription', fulfilled: true });
  });

  it('a renewal resets the monthly pages to the allowance; pay-as-you-go stays (26)', async () => {
    const charged = await t.deps.credits.charge(userId, 55, 'doc-1');
    expect(charged).toMatchObject({ outcome: 'charged', monthly: 50, paygo: 5 });
    expect(await credits(t, ada)).toMatchObject({
      paygo_credits: 5,
      page_credits_used_this_month: 50,
    });

    const end = (await subscription(t, ada)).subscription!.current_period_end * 1000;
    clock = end + 1000;
    expect(await credits(t, ada)).toEqual({
      paygo_credits: 5,
      page_credits_this_month: 50,
      page_credits_used_this_month: 0,
    });
    const after = await subscription(t, ada);
    expect(after.subscription!.current_period_end * 1000).toBeGreaterThan(end + 27 * DAY);
    // The renewal is a purchase with its own receipt.
    const list = await transactions(t, ada);
    expect(list.map((x) => [x.package_name, x.transaction_amount_in_usd])).toEqual([
      ['paygo', 10],
      ['starter_monthly', 22],
      ['starter_monthly', 22],
    ]);
  });

  it('a plan change is previewed and charged with the same proration date (27)', async () => {
    const current = (await subscription(t, ada)).subscription!;
    // Half way through the period: the unused half of Starter is credited against half of Pro.
    const start = current.current_period_end * 1000 - 30 * DAY;
    clock = start + 15 * DAY;
    const preview = await post(
      t,
      'payment/subscription/proration-preview',
      { package_name: 'pro_monthly' },
      ada.access,
    );
    expect(preview.status).toBe(200);
    const p = preview.body.data;
    expect(p.proration_date).toBe(Math.floor(clock / 1000));
    expect(p.next_billing_amount).toBe(70);
    expect(p.next_billing_date).toBe(current.current_period_end);
    expect(p.proration_amount).toBeGreaterThan(20);
    expect(p.proration_amount).toBeLessThan(30);
    expect(p.immediate_charge).toBe(p.proration_amount);

    // Confirming a minute later still charges what the preview showed.
    clock += 60_000;
    const updated = await post(
      t,
      'payment/subscription/update',
      { package_name: 'pro_monthly' },
      ada.access,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Your plan has been updated to Pro.');
    expect(updated.body.data).toMatchObject({ package_name: 'pro_monthly', status: 'active' });
    const last = (await transactions(t, ada)).at(-1)!;
    expect(last).toMatchObject({
      package_name: 'pro_monthly',
      transaction_amount_in_usd: p.immediate_charge,
    });
    // New credits come with the next cycle; the discount applies at once.
    expect((await credits(t, ada)).page_credits_this_month).toBe(50);
    expect((await get(t, 'payment/paygo-quote?pages=10', ada.access)).body.data).toMatchObject({
      total: 6,
      package_name: 'pro_monthly',
    });
  });

  it('refuses to change to the current plan or to an unknown one', async () => {
    const same = await post(
      t,
      'payment/subscription/update',
      { package_name: 'pro_monthly' },
      ada.access,
    );
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(BILLING_MESSAGES.currentPlan);
    const unknown = await post(
      t,
      'payment/subscription/proration-preview',
      { package_name: 'gold_monthly' },
      ada.access,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown plan');
  });

  it('the next cycle brings Pro’s 180 pages', async () => {
    clock = (await subscription(t, ada)).subscription!.current_period_end * 1000 + 1000;
    expect(await credits(t, ada)).toMatchObject({ page_credits_this_month: 180, paygo_credits: 5 });
  });

  it('cancel keeps the plan and its pages until period end, then Free with pay-as-you-go (28)', async () => {
    await t.deps.credits.charge(userId, 30, 'doc-2');
    const res = await post(t, 'payment/cancel-subscription', undefined, ada.access);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BILLING_MESSAGES.cancelled);
    expect(res.body.data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(res.body.data.canceled_at).toBe(Math.floor(clock / 1000));

    const again = await post(t, 'payment/cancel-subscription', undefined, ada.access);
    expect(again.status).toBe(409);

    const end = res.body.data.current_period_end * 1000;
    clock = end - 1000;
    expect((await subscription(t, ada)).subscription).toMatchObject({
      package_name: 'pro_monthly',
      cancel_at_period_end: true,
    });
    expect(await credits(t, ada)).toMatchObject({
      page_credits_this_month: 180,
      page_credits_used_this_month: 30,
    });

    clock = end + 1000;
    expect(await subscription(t, ada)).toEqual({ paygo_credits: 5, subscription: null });
    expect(await credits(t, ada)).toEqual({
      paygo_credits: 5,
      page_credits_this_month: 5,
      page_credits_used_this_month: 0,
    });
    const history = await get(t, 'payment/get-all-subscriptions', ada.access);
    expect(history.body.data.subscriptions.at(-1)).toMatchObject({
      package_name: 'pro_monthly',
      status: 'canceled',
    });
    // No renewal was charged after the end.
    const count = (await transactions(t, ada)).length;
    clock = end + 40 * DAY;
    expect(await transactions(t, ada)).toHaveLength(count);
    // Free renews on its own anniversary from then on, still without rollover.
    expect((await credits(t, ada)).page_credits_this_month).toBe(5);
  });

  it('after the end, plan changes and cancel answer that there is no subscription', async () => {
    const res = await post(t, 'payment/cancel-subscription', undefined, ada.access);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(BILLING_MESSAGES.noSubscription);
  });
});
