import { expect, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

/** The page's name in the header is whole on a phone (Polish issue, item 11), and the trail shows on a desktop. */
for (const [width, height, trail] of [
  [390, 844, false],
  [1366, 800, true],
] as const) {
  test(`the breadcrumb is not cut at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await useTestSession(page);
    for (const path of ['/dashboard', '/dashboard/process-list', '/dashboard/profile-settings']) {
      await page.goto(path);
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      const current = crumb.locator('[aria-current="page"]');
      await expect(current).not.toBeEmpty();
      // Polled: the credits summary and user menu arrive after the title and take their room.
      await expect
        .poll(() => crumb.evaluate((el) => el.scrollWidth > el.clientWidth + 1), {
          message: `${path} breadcrumb is cut`,
        })
        .toBe(false);
      await expect(crumb.getByRole('link', { name: 'Dashboard' })).toBeVisible({ visible: trail });
    }
  });
}
