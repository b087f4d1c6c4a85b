// @scaled-too: concurrent writes (PostgreSQL's own concurrency)
import { BILLING_MESSAGES } from '@castmyscript/api/contract';
import { eq } from 'drizzle-orm';

import { createLocalPayments } from '../../src/adapters/payments/local/local-payments';
import { billingEvents, billingSubscriptions } from '../../src/db/schema';
import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import {
  buyPagesCheckout,
  credits,
  LONG_TOKENS,
  pathOf,
  planCheckout,
  submitCard,
  subscription,
  transactions,
  userIdOf,
} from './helpers/billing';
import { checkoutSession, localPaymentCount, reopenLocalSession } from './helpers/one-plan';

/**
 * security check 44 on the local provider: a user never holds two paid plans. Opening a plan
 * checkout closes the older open one, and a second plan's payment is refused at the provider,
 * before any charge, with the reason on its checkout page. With TEST_STACK=scaled this runs on
 * PostgreSQL, where the two payments below really race.
 */
describe('security check 44: one plan at a time (local provider)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ ...RELAXED_LIMITS, ...LONG_TOKENS });
  });
  afterAll(async () => {
    expect(await t.deps.credits.mismatches()).toEqual([]);
    await t.close();
  });

  const page = async (url: string) => (await t.http(pathOf(url))).text();
  const plansOf = async (s: Session) =>
    t.deps.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, await userIdOf(t, s.email)));

  it('opening a Pro checkout closes the open Starter one, whose page then refuses payment', async () => {
    const ada = await signedInUser(t);
    const pack = await buyPagesCheckout(t, ada, 10);
    const starter = await planCheckout(t, ada, 'starter_monthly');
    const pro = await planCheckout(t, ada, 'pro_monthly');

    expect(await checkoutSession(t, ada, starter.session_id)).toMatchObject({ status: 'expired' });
    expect(await page(starter.url)).toContain(BILLING_MESSAGES.checkoutReplaced);
    const refused = await submitCard(t, starter.url);
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain(BILLING_MESSAGES.checkoutReplaced);

    // The newest plan checkout and the pack checkout are still payable.
    expect((await submitCard(t, pro.url)).status).toBe(303);
    expect((await submitCard(t, pack.url)).status).toBe(303);
    expect((await subscription(t, ada)).subscription).toMatchObject({
      package_name: 'pro_monthly',
    });
    expect(await credits(t, ada)).toMatchObject({
      paygo_credits: 10,
      page_credits_this_month: 180,
    });
    const paid = await transactions(t, ada);
    expect(paid.map((x) => x.package_name).sort()).toEqual(['paygo', 'pro_monthly']);
  });

  it('paying a second plan checkout is refused on its page: nothing charged, nothing granted', async () => {
    const bob = await signedInUser(t);
    const starter = await planCheckout(t, bob, 'starter_monthly');
    const pro = await planCheckout(t, bob, 'pro_monthly');
    await reopenLocalSession(t, starter.session_id);

    expect((await submitCard(t, starter.url)).status).toBe(303);
    const payments = await localPaymentCount(t);
    const refused = await submitCard(t, pro.url);
    expect(refused.status).toBe(402);
    const html = await refused.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(BILLING_MESSAGES.secondPlanRefused);

    expect(await localPaymentCount(t)).toBe(payments);
    expect(await checkoutSession(t, bob, pro.session_id)).toMatchObject({ fulfilled: false });
    expect((await subscription(t, bob)).subscription).toMatchObject({
      package_name: 'starter_monthly',
    });
    expect(await credits(t, bob)).toMatchObject({ page_credits_this_month: 50 });
    expect(await transactions(t, bob)).toHaveLength(1);
    expect(await plansOf(bob)).toHaveLength(1);
  });

  it('two plan payments at the same moment: one plan, one charge, the other refused', async () => {
    const carol = await signedInUser(t);
    const starter = await planCheckout(t, carol, 'starter_monthly');
    const pro = await planCheckout(t, carol, 'pro_monthly');
    await reopenLocalSession(t, starter.session_id);
    const payments = await localPaymentCount(t);

    const answers = await Promise.all([submitCard(t, starter.url), submitCard(t, pro.url)]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 402]);
    const loser = answers.find((a) => a.status === 402)!;
    expect(await loser.text()).toContain(BILLING_MESSAGES.secondPlanRefused);

    expect(await localPaymentCount(t)).toBe(payments + 1);
    expect(await transactions(t, carol)).toHaveLength(1);
    const plans = await plansOf(carol);
    expect(plans).toHaveLength(1);
    const details = await subscription(t, carol);
    expect(details.subscription!.package_name).toBe(plans[0].packageName);
  });

  it('a plan the app refuses is ended and refunded by the processor once, however often asked', async () => {
    const eve = await signedInUser(t);
    expect((await submitCard(t, (await planCheckout(t, eve, 'starter_monthly')).url)).status).toBe(
      303,
    );
    const [plan] = await plansOf(eve);
    // The processor itself, on the same books, as the app's settling step calls it.
    const processor = createLocalPayments({ db: t.deps.database.db, publicUrl: t.config.linkBase });
    await processor.cancelAndRefund(plan.subscriptionId);
    await processor.cancelAndRefund(plan.subscriptionId);

    const paid = await transactions(t, eve);
    expect(paid.map((x) => x.transaction_status)).toEqual(['refunded']);
    expect((await subscription(t, eve)).subscription).toBeNull();
    expect(await credits(t, eve)).toMatchObject({ page_credits_this_month: 5 });
    const receipt = await t.http(new URL(paid[0].receipt_url as string).pathname);
    expect(await receipt.text()).toMatch(/refunded/i);
    // Reported once each, though asked twice.
    const reported = await t.deps.database.db.select().from(billingEvents);
    const types = reported.map((e) => e.type);
    expect(types.filter((x) => x === 'charge.refunded')).toHaveLength(1);
    expect(types.filter((x) => x === 'customer.subscription.deleted')).toHaveLength(1);
  });
});
