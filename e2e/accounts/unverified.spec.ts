import { newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('an unverified account is told so and can ask for a new link', async ({ page, request }) => {
  const account = newAccount('unverified');
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      name: account.name,
      username: account.username,
      email: account.email,
      password: account.password,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please verify your email before signing in.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByText(account.email)).toBeVisible();
});
