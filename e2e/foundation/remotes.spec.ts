import { expect, renderedBy, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

test.describe('each route is rendered by its remote', () => {
  test('public pages come from marketing and auth', async ({ page }) => {
    await page.goto('/');
    await expect(renderedBy(page, 'marketing')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(renderedBy(page, 'auth')).toBeVisible();
  });

  test('the dashboard is guarded: no session goes to /sign-in', async ({ page }) => {
    await page.goto('/dashboard/process/upload');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(renderedBy(page, 'auth')).toBeVisible();
  });

  test('signed in, studio and billing render inside the dashboard frame', async ({ page }) => {
    await useTestSession(page);
    await page.goto('/dashboard/process/upload');
    await expect(renderedBy(page, 'studio')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Dashboard / Upload Script');
    const nav = page.locator('aside').getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Studio' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/\/dashboard\/packages$/);
    await expect(renderedBy(page, 'billing')).toBeVisible();
    await expect(page.getByRole('button', { name: /Ada Writer/ })).toBeVisible();
  });

  test('a signed-in visitor of /sign-in goes to the dashboard', async ({ page }) => {
    await useTestSession(page);
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(renderedBy(page, 'studio')).toBeVisible();
  });
});

test.describe('unknown paths redirect', () => {
  test('an unknown public path goes to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(renderedBy(page, 'marketing')).toBeVisible();
  });

  test('an unknown dashboard path goes to /dashboard', async ({ page }) => {
    await useTestSession(page);
    await page.goto('/dashboard/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/membership leads to packages and /{uuid}/upload to the upload step', async ({ page }) => {
    await useTestSession(page);
    await page.goto('/membership');
    await expect(page).toHaveURL(/\/dashboard\/packages$/);
    await page.goto('/0b7e7c7e-4d1c-4a7a-9d55-1f1f4ad3a0c1/upload');
    await expect(page).toHaveURL(/\/dashboard\/process\/upload$/);
  });
});
