import type { Page } from '@playwright/test';

import {
  createVerifiedAccount,
  newAccount,
  signInByApi,
  storeSession,
  type Tokens,
} from '../support/accounts';
import { expect } from '../support/fixtures';

/** A brand-new account (so on Free, with its 5 monthly pages), signed in in this browser. */
export const signInFreshUser = async (page: Page, label = 'billing'): Promise<Tokens> => {
  const account = await createVerifiedAccount(page.request, newAccount(label));
  const tokens = await signInByApi(page.request, account);
  await storeSession(page, tokens, account.email);
  return tokens;
};

/** A call to the API as the signed-in user, outside the page (to read the server's own figures). */
export const apiGet = async <T>(page: Page, tokens: Tokens, path: string): Promise<T> => {
  const answer = await page.request.get(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data as T;
};

/** The header's credits summary: monthly remaining and pay-as-you-go. */
export const headerCredits = (page: Page) => ({
  monthly: page.getByTestId('credits-monthly'),
  paygo: page.getByTestId('credits-paygo'),
});

/** Pays on the local provider's hosted checkout page with its test card; returns the total shown. */
export const payOnLocalCheckout = async (page: Page): Promise<string> => {
  await expect(page).toHaveURL(/\/api\/v1\/payment\/local-checkout\/lcs_/);
  await expect(page.getByRole('heading', { name: 'CastMyScript checkout' })).toBeVisible();
  const total = (await page.locator('.order .total').textContent())!.trim();
  await page.getByLabel('Name on card').fill('Ada Writer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  return total;
};

/** The success page: the spinner first, then the confirmation; returns the session id. */
export const expectPaymentSuccess = async (page: Page): Promise<string> => {
  await expect(page).toHaveURL(/\/dashboard\/success\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByRole('heading', { name: 'Processing Your Payment' })).toBeVisible();
  await expect(page.getByTestId('session-reference')).toHaveText(sessionId.slice(0, 8));
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  return sessionId;
};

export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
