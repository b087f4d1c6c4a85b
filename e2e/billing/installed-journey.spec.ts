import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signUpInBrowser } from '../support/sign-up';
import { expectPaymentSuccess, headerCredits, payOnLocalCheckout } from './billing-helpers';

/**
 * A new user of the app as installed: `npm start` with nothing set (no PUBLIC_URL, so the local
 * checkout answers a relative address), opened at the address it prints. They sign up, buy
 * pay-as-you-go pages and a plan through the local checkout, and see the credits arrive.
 */
test('signed up at localhost with nothing configured, a writer buys pages and a plan', async ({
  page,
  baseURL,
}) => {
  // Sign-up, two checkouts and their success pages: each a fresh document loading its remotes.
  test.setTimeout(240_000);
  await signUpInBrowser(page, 'installed');
  const credits = headerCredits(page);
  await expect(credits.monthly).toHaveText('5');
  await expect(credits.paygo).toHaveText('0');

  // 25 pay-as-you-go pages: the checkout opens under the same name, and so does the way back.
  await page.goto('/dashboard/packages');
  await page
    .getByRole('group', { name: 'Quick picks' })
    .getByRole('button', { name: /25 pages/ })
    .click();
  const shown = (await page.getByTestId('paygo-total').textContent())!.trim();
  await page.getByRole('button', { name: `Buy 25 pages for ${shown}` }).click();
  expect(await payOnLocalCheckout(page)).toBe(shown);
  expect(new URL(page.url()).origin).toBe(baseURL);
  await expectPaymentSuccess(page);
  expect(new URL(page.url()).origin).toBe(baseURL);
  await expect(page.getByText(/25 pages were added to your account/)).toBeVisible();
  await expect(credits.paygo).toHaveText('25');

  // A plan, from the plan cards.
  await page.getByRole('link', { name: 'Packages' }).first().click();
  await page.getByRole('button', { name: 'Subscribe Now: Starter' }).click();
  expect(await payOnLocalCheckout(page)).toBe('$22.00');
  await expectPaymentSuccess(page);
  await expect(page.getByText(/You are now on the Starter plan/)).toBeVisible();
  await expect(credits.monthly).toHaveText('50');
  await expect(credits.paygo).toHaveText('25');
  await expectNoSeriousA11yViolations(page, 'payment success at localhost');
});
