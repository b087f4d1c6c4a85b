import { expect, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

const storage = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

test('an expired access token is refreshed silently and the page keeps working', async ({
  page,
}) => {
  await useTestSession(page);
  await page.goto('/dashboard/profile-settings');
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Writer');
  const refresh = await storage(page, 'refresh_token');

  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.or.garbage'));
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Writer');
  await expect(page).toHaveURL(/\/dashboard\/profile-settings$/);
  const access = await storage(page, 'accessToken');
  expect(access).toBeTruthy();
  expect(access).not.toBe('expired.or.garbage');
  // Refresh tokens rotate: the one used is replaced.
  expect(await storage(page, 'refresh_token')).not.toBe(refresh);
});

test('a revoked session lands on /sign-in with the expiry notice', async ({ page }) => {
  await useTestSession(page);
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'garbage-access');
    localStorage.setItem('refresh_token', 'garbage-refresh');
  });
  await page.goto('/dashboard/profile-settings');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  expect(await storage(page, 'accessToken')).toBeNull();
  expect(await storage(page, 'refresh_token')).toBeNull();
});

test('the theme toggle in the user menu persists dark mode', async ({ page }) => {
  await useTestSession(page);
  await page.goto('/dashboard/profile-settings');
  await page.getByRole('button', { name: /Ada Writer/ }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await storage(page, 'darkMode')).toBe('true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#prime-theme')).toHaveAttribute('data-mode', 'dark');
  await page.getByRole('button', { name: /Ada Writer/ }).click();
  await page.getByRole('menuitem', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await storage(page, 'darkMode')).toBe('false');
});
