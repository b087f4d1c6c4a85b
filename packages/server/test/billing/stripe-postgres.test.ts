import { eq } from 'drizzle-orm';

import { billingSubscriptions, billingTransactions } from '../../src/db/schema';
import { type Session, signedInUser } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/postgres';
import { buyPagesCheckout, credits, planCheckout, userIdOf } from './helpers/billing';
import { startStripeWorld, type StripeWorld } from './helpers/stripe-setup';
import { deliver, signature } from './helpers/stripe-webhook';

/**
 * security checks 20 and 21 under real concurrency, on PostgreSQL: Stripe retries and parallel
 * deliveries arrive at the same moment; each payment still grants once and nothing answers 500.
 */
describe('Stripe webhooks racing on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let w: StripeWorld;
  let ada: Session;

  beforeAll(async () => {
    db = await createTestDatabase();
    w = await startStripeWorld({ DATABASE_URL: db.url });
    ada = await signedInUser(w.t);
  });
  afterAll(async () => {
    await w.close();
    await db.drop();
  });

  it('one signed pack event delivered eight times at once grants once', async () => {
    const { session_id } = await buyPagesCheckout(w.t, ada, 30);
    const event = w.fake.event('checkout.session.completed', w.fake.completePayment(session_id));
    const payload = JSON.stringify(event);
    const header = signature(payload, { timestamp: Math.floor(w.clock.now / 1000) });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => deliver(w.t, payload, header)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect((await credits(w.t, ada)).paygo_credits).toBe(30);
  });

  it('every event of a new subscription at once: one period, one subscription, one payment', async () => {
    const bob = await signedInUser(w.t);
    const { session_id } = await planCheckout(w.t, bob, 'standard_monthly');
    const done = w.fake.completeSubscription(session_id);
    const deliveries = [
      ['customer.subscription.created', done.subscription],
      ['invoice.paid', done.invoice],
      ['invoice.payment_succeeded', done.invoice],
      ['checkout.session.completed', done.session],
      ['invoice.paid', done.invoice],
      ['customer.subscription.updated', done.subscription],
    ] as const;
    const answers = await Promise.all(deliveries.map(([type, o]) => w.deliver(type, o)));
    expect(answers.map((a) => a.status)).toEqual(Array(deliveries.length).fill(200));

    expect(await credits(w.t, bob)).toEqual({
      paygo_credits: 0,
      page_credits_this_month: 100,
      page_credits_used_this_month: 0,
    });
    const userId = await userIdOf(w.t, bob.email);
    const ledger = await w.t.deps.credits.history(userId);
    expect(ledger.filter((r) => r.reason === 'period')).toHaveLength(1);
    const dbx = w.t.deps.database.db;
    expect(
      await dbx.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)),
    ).toHaveLength(1);
    expect(
      await dbx.select().from(billingTransactions).where(eq(billingTransactions.userId, userId)),
    ).toHaveLength(1);
  });
});
