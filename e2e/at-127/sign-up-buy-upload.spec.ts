import {
  expectPaymentSuccess,
  headerCredits,
  payOnLocalCheckout,
} from '../billing/billing-helpers';
import { SCRIPT_FILES } from '../studio/script-files';
import { uploadAndProcess } from '../studio/upload-page';
import { expect, test } from '../support/fixtures';
import { signUpInBrowser } from '../support/sign-up';

/**
 * The same server opened at 127.0.0.1 instead of localhost (nothing set): a writer signs up,
 * buys pages through the local checkout and uploads a script, every step under that name. The
 * signed upload URL and the checkout's way back must not send them to the other name, where
 * their session is not.
 */
test('at 127.0.0.1 a writer signs up, buys pages and uploads a script', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const away: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== baseURL) away.push(r.url());
  });
  await signUpInBrowser(page, 'at-ip');

  await page.goto('/dashboard/packages');
  await page
    .getByRole('group', { name: 'Quick picks' })
    .getByRole('button', { name: /25 pages/ })
    .click();
  const shown = (await page.getByTestId('paygo-total').textContent())!.trim();
  await page.getByRole('button', { name: `Buy 25 pages for ${shown}` }).click();
  expect(await payOnLocalCheckout(page)).toBe(shown);
  await expectPaymentSuccess(page);
  await expect(headerCredits(page).paygo).toHaveText('25');

  const id = await uploadAndProcess(page, SCRIPT_FILES.pdf());
  expect(id).toBeTruthy();
  expect(away).toEqual([]);
});
