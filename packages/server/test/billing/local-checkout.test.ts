import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import {
  buyPagesCheckout,
  credits,
  DECLINED_CARD,
  LONG_TOKENS,
  pathOf,
  planCheckout,
  submitCard,
  transactions,
} from './helpers/billing';

/**
 * The embedded local provider through real HTTP: its hosted checkout page, paying and cancelling
 * there, the success call (security check 25), checkout validation (24), transactions (30).
 */
describe('local checkout', () => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startApp({ ...RELAXED_LIMITS, ...LONG_TOKENS });
    ada = await signedInUser(t);
    bob = await signedInUser(t);
  });
  afterAll(async () => {
    // security check 33: every ledger still adds up to its balance.
    expect(await t.deps.credits.mismatches()).toEqual([]);
    await t.close();
  });

  it('starts a new account on Free: five monthly pages, no plan, no purchases', async () => {
    expect(await credits(t, ada)).toEqual({
      paygo_credits: 0,
      page_credits_this_month: 5,
      page_credits_used_this_month: 0,
    });
    const details = await get(t, 'users/active/subscription/details', ada.access);
    expect(details.body.data).toEqual([{ paygo_credits: 0, subscription: null }]);
    expect(await transactions(t, ada)).toEqual([]);
  });

  it('quotes a pack at the server price for the caller’s plan', async () => {
    const res = await get(t, 'payment/paygo-quote?pages=25', ada.access);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      pages: 25,
      rate: 0.75,
      total: 18.75,
      discount_percent: 0,
    });
    expect((await get(t, 'payment/paygo-quote?pages=4', ada.access)).body.message).toBe(
      'Please enter at least 5 pages',
    );
  });

  it('shows the order on an accessible checkout page under the app’s CSP', async () => {
    const { url } = await buyPagesCheckout(t, ada, 25);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/payment\/local-checkout\/lcs_/);
    const res = await t.http(pathOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('25 pay-as-you-go pages');
    expect(html).toContain('$18.75');
    expect(html).not.toMatch(/<script/i);
    for (const id of ['name', 'number', 'expiry', 'cvc']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('>Pay $18.75</button>');
    expect(html).toContain('>Cancel</button>');
  });

  it('Pay completes the session, credits the pack once and redirects to the success page', async () => {
    const { url, session_id } = await buyPagesCheckout(t, ada, 25);
    const paid = await submitCard(t, url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/dashboard/success?session_id=${session_id}`,
    );
    expect((await credits(t, ada)).paygo_credits).toBe(25);

    const confirmed = await get(t, `payment/session/${session_id}`, ada.access);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      session_id,
      package_type: 'paygo',
      pages: 25,
      amount_in_usd: 18.75,
      status: 'complete',
      payment_status: 'paid',
      fulfilled: true,
    });

    // Paying again (a double submit, the back button) charges and grants nothing more.
    const again = await submitCard(t, url);
    expect(again.status).toBe(303);
    expect((await credits(t, ada)).paygo_credits).toBe(25);
    expect(await transactions(t, ada)).toHaveLength(1);
  });

  it('lists the purchase with its receipt, which opens', async () => {
    const [tx] = await transactions(t, ada);
    expect(tx).toMatchObject({
      card_name: 'Ada Writer',
      card_number: '**** **** **** 4242',
      payment_type: 'card',
      transaction_amount_in_usd: 18.75,
      transaction_currency: 'usd',
      transaction_status: 'paid',
      package_name: 'paygo',
      pages: 25,
    });
    expect(typeof tx.transaction_timestamp).toBe('number');
    expect(Math.abs((tx.transaction_timestamp as number) - Date.now() / 1000)).toBeLessThan(600);
    const receipt = await t.http(pathOf(tx.receipt_url as string));
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('ending in 4242');
  });

  it('a declined card shows the reason on the page and grants nothing', async () => {
    const before = await credits(t, bob);
    const { url, session_id } = await buyPagesCheckout(t, bob, 10);
    const res = await submitCard(t, url, DECLINED_CARD);
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Your card was declined.');
    expect(await credits(t, bob)).toEqual(before);
    const session = await get(t, `payment/session/${session_id}`, bob.access);
    expect(session.body.data).toMatchObject({ status: 'open', fulfilled: false });
  });

  it('Cancel leads to the cancel page and the session can no longer be paid', async () => {
    const { url, session_id } = await buyPagesCheckout(t, bob, 10);
    const res = await t.http(`${pathOf(url)}/cancel`, { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/dashboard/cancel');
    const paid = await submitCard(t, url);
    expect(paid.status).toBe(402);
    expect((await credits(t, bob)).paygo_credits).toBe(0);
    const session = await get(t, `payment/session/${session_id}`, bob.access);
    expect(session.body.data).toMatchObject({ status: 'expired', fulfilled: false });
  });

  it('an unknown checkout or receipt is a 404 page', async () => {
    const res = await t.http('/api/v1/payment/local-checkout/lcs_AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    const receipt = await t.http('/api/v1/payment/local-receipt/lpay_AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(receipt.status).toBe(404);
  });

  it('has no webhook route without Stripe, and documents the billing calls', async () => {
    const hook = await t.http('/api/v1/payment/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(hook.status).toBe(404);
    const doc = await (await t.http('/api/docs/json')).json();
    for (const path of [
      '/api/v1/users/credits',
      '/api/v1/users/active/subscription/details',
      '/api/v1/payment/create-checkout-session',
      '/api/v1/payment/session/{session_id}',
      '/api/v1/payment/get-all-transactions',
      '/api/v1/payment/subscription/proration-preview',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  describe('security check 24: only catalogue orders', () => {
    const cases: [string, unknown, string][] = [
      [
        'a price that is not an amount',
        {
          package_type: 'paygo',
          package_details: { package_name: 'paygo', pages_buy: 25, package_price: '18.75' },
        },
        'package_price must be an amount in US dollars',
      ],
      [
        'an unknown plan',
        { package_type: 'subscription', package_details: { package_name: 'gold_monthly' } },
        'Unknown plan',
      ],
      [
        'the Free plan',
        { package_type: 'subscription', package_details: { package_name: 'free_monthly' } },
        'Unknown plan',
      ],
      [
        'an unknown pack',
        { package_type: 'paygo', package_details: { package_name: 'bulk', pages_buy: 25 } },
        'Unknown pay-as-you-go pack',
      ],
      [
        'fewer than 5 pages',
        { package_type: 'paygo', package_details: { package_name: 'paygo', pages_buy: 4 } },
        'Please enter at least 5 pages',
      ],
      [
        'more than 1000 pages',
        { package_type: 'paygo', package_details: { package_name: 'paygo', pages_buy: 1001 } },
        'You can buy at most 1000 pages at a time',
      ],
      [
        'a fractional page count',
        { package_type: 'paygo', package_details: { package_name: 'paygo', pages_buy: 7.5 } },
        'Pages must be a whole number',
      ],
      [
        'an unknown package type',
        { package_type: 'lifetime', package_details: { package_name: 'paygo' } },
        'package_type must be paygo or subscription',
      ],
    ];
    it.each(cases)('refuses %s with 400 and a clear message', async (_name, body, message) => {
      const res = await post(t, 'payment/create-checkout-session', body, bob.access);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message });
    });

    // Sends the price the buyer saw; the server's price is what is charged.
    it('proceeds when the spec’s package_price matches the server’s price', async () => {
      const res = await post(
        t,
        'payment/create-checkout-session',
        {
          package_type: 'paygo',
          package_details: { package_name: 'paygo', pages_buy: 25, package_price: 18.75 },
        },
        bob.access,
      );
      expect(res.status).toBe(200);
      const html = await (await t.http(pathOf(res.body.data.url))).text();
      expect(html).toContain('$18.75');
      const plan = await post(
        t,
        'payment/create-checkout-session',
        {
          package_type: 'subscription',
          package_details: { package_name: 'pro_monthly', package_price: 70 },
        },
        bob.access,
      );
      expect(plan.status).toBe(200);
    });

    it.each([
      ['a pack', { package_name: 'paygo', pages_buy: 25, package_price: 0.01 }, '$18.75'],
      ['a plan', { package_name: 'pro_monthly', package_price: 1 }, '$70.00'],
    ])('answers 409 with the current price when %s price differs', async (_n, details, now) => {
      const type = details.package_name === 'paygo' ? 'paygo' : 'subscription';
      const res = await post(
        t,
        'payment/create-checkout-session',
        { package_type: type, package_details: details },
        bob.access,
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        status: 'error',
        message: `The price of this order is ${now} now; review it and confirm again.`,
      });
    });

    it('accepts the smallest and the largest pack', async () => {
      for (const pages of [5, 1000]) {
        const { url } = await buyPagesCheckout(t, bob, pages);
        const html = await (await t.http(pathOf(url))).text();
        expect(html).toContain(pages === 5 ? '$5.00' : '$600.00');
      }
    });
  });

  describe('security checks 25 and 30: other users', () => {
    it('another user’s session is not found and grants nothing', async () => {
      const { url, session_id } = await buyPagesCheckout(t, ada, 5);
      const res = await get(t, `payment/session/${session_id}`, bob.access);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'Payment session not found' });
      expect((await credits(t, bob)).paygo_credits).toBe(0);
      // The owner's unpaid session is untouched too.
      expect((await get(t, `payment/session/${session_id}`, ada.access)).body.data.fulfilled).toBe(
        false,
      );
      expect((await t.http(pathOf(url))).status).toBe(200);
    });

    it('transactions list only the caller’s purchases', async () => {
      const mine = await transactions(t, ada);
      expect(mine.length).toBeGreaterThan(0);
      expect(await transactions(t, bob)).toEqual([]);
    });
  });

  it('a plan checkout with a plan already running is a conflict', async () => {
    const carol = await signedInUser(t);
    const { url } = await planCheckout(t, carol, 'starter_monthly');
    expect((await submitCard(t, url)).status).toBe(303);
    const res = await post(
      t,
      'payment/create-checkout-session',
      { package_type: 'subscription', package_details: { package_name: 'pro_monthly' } },
      carol.access,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'You already have a plan. Use Upgrade or Downgrade to change it.',
    );
  });
});
