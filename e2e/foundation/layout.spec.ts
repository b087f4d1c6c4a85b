import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

test.describe('dashboard frame on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is a drawer opened by the menu button and closed by navigating', async ({ page }) => {
    await useTestSession(page);
    await page.goto('/dashboard/process/upload');
    await expect(renderedBy(page, 'studio')).toBeVisible();
    await expect(page.locator('aside')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.cms-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(drawer).toBeHidden();
    await expect(renderedBy(page, 'billing')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard on a phone');
  });
});

test('the dashboard frame and the remote fallback pass axe on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useTestSession(page);
  // Billing is down from the start: its header widgets stay silent, its pages show the fallback.
  await page.route('**/remotes/billing/mf-manifest.json', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(renderedBy(page, 'studio')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard');

  await page.locator('aside').getByRole('link', { name: 'Packages' }).click();
  await expect(page.getByRole('alert')).toContainText('unavailable');
  await expectNoSeriousA11yViolations(page, 'remote fallback');
});
