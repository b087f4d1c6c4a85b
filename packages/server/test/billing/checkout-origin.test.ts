import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { buyPagesCheckout, credits, GOOD_CARD, planCheckout } from './helpers/billing';

/**
 * The checkout address the API answers is one the browser can follow from the page that asked,
 * whatever the configuration: resolved against that page it stays on the page's origin, serves
 * the checkout there, and paying or cancelling returns to the same origin (the session lives in
 * that origin's storage). PUBLIC_URL '' is the embedded default `npm start` runs with.
 */
const CONFIGURATIONS = [
  { name: 'PUBLIC_URL unset, opened at localhost', publicUrl: '', page: 'http://localhost:3000' },
  { name: 'PUBLIC_URL unset, opened at 127.0.0.1', publicUrl: '', page: 'http://127.0.0.1:3000' },
  {
    name: 'PUBLIC_URL localhost',
    publicUrl: 'http://localhost:3000',
    page: 'http://localhost:3000',
  },
  {
    name: 'PUBLIC_URL 127.0.0.1',
    publicUrl: 'http://127.0.0.1:3000',
    page: 'http://127.0.0.1:3000',
  },
];

describe.each(CONFIGURATIONS)('checkout address with $name', ({ publicUrl, page }) => {
  let t: TestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startApp({ ...RELAXED_LIMITS, PORT: '3000', PUBLIC_URL: publicUrl });
    ada = await signedInUser(t);
  });
  afterAll(() => t.close());

  /** Where the browser goes for `address` from a page at `page`, as a path on this app. */
  const followed = (address: string | null) => {
    const target = new URL(address ?? '', page);
    expect(target.origin).toBe(page);
    return `${target.pathname}${target.search}`;
  };

  const pay = (path: string, body: Record<string, string>) =>
    t.http(`${path}/${body.number ? 'pay' : 'cancel'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });

  it('pages: the checkout opens on the page’s origin and Pay returns to its success page', async () => {
    const { url, session_id } = await buyPagesCheckout(t, ada, 10);
    const checkout = followed(url);
    expect(checkout).toBe(`/api/v1/payment/local-checkout/${session_id}`);
    expect((await t.http(checkout)).status).toBe(200);
    const paid = await pay(checkout, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(followed(paid.headers.get('location'))).toBe(
      `/dashboard/success?session_id=${session_id}`,
    );
    expect((await credits(t, ada)).paygo_credits).toBe(10);
  });

  it('a plan: Cancel returns to the cancel page on the same origin', async () => {
    const { url } = await planCheckout(t, ada, 'starter_monthly');
    const checkout = followed(url);
    expect((await t.http(checkout)).status).toBe(200);
    const cancelled = await pay(checkout, {});
    expect(cancelled.status).toBe(303);
    expect(followed(cancelled.headers.get('location'))).toBe('/dashboard/cancel');
  });
});
