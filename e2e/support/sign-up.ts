import { expect, type Page } from '@playwright/test';

import { linkFromMail, newAccount, type Account } from './accounts';

/**
 * A new user's first minutes in the browser: the sign-up form, the mailed verification link
 * (followed under the name the browser is using, since a mail cannot know which one the user
 * typed), then the sign-in form. Ends on the dashboard.
 */
export const signUpInBrowser = async (page: Page, label = 'newcomer'): Promise<Account> => {
  const account = newAccount(label);
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('User name').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registered successfully! Please verify your email.')).toBeVisible();

  const verify = await linkFromMail(account.email, '/verify/');
  await page.goto(verify.pathname);
  await expect(
    page.getByText('Your email has been verified. You can now sign in.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
};
