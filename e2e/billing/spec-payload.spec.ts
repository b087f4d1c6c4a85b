import { expect, test } from '../support/fixtures';
import {
  expectPaymentSuccess,
  headerCredits,
  payOnLocalCheckout,
  signInFreshUser,
} from './billing-helpers';

const CHECKOUT = '/api/v1/payment/create-checkout-session';
const order = (price: number) => ({
  package_type: 'paygo',
  package_details: { package_name: 'paygo', pages_buy: 25, package_price: price },
});

/**
 * A client written to the HTTP contract sends the price it showed: the server's
 * price is charged when they agree, and a different one is refused with the current price.
 */
test('the spec’s checkout payload buys pages; a stale price gets the current one', async ({
  page,
}) => {
  const tokens = await signInFreshUser(page, 'spec-payload');
  const headers = { authorization: `Bearer ${tokens.access_token}` };

  const stale = await page.request.post(CHECKOUT, { headers, data: order(12.5) });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).message).toBe(
    'The price of this order is $18.75 now; review it and confirm again.',
  );

  const right = await page.request.post(CHECKOUT, { headers, data: order(18.75) });
  expect(right.status(), await right.text()).toBe(200);
  await page.goto((await right.json()).data.url);
  expect(await payOnLocalCheckout(page)).toBe('$18.75');
  await expectPaymentSuccess(page);
  await page.goto('/dashboard');
  await expect(headerCredits(page).paygo).toHaveText('25');
});
