import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

const noSideScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`auth screens on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public auth pages fit the screen and pass axe', async ({ page }) => {
      for (const path of [
        '/sign-in',
        '/sign-up',
        '/forgot-password',
        '/reset-password?token=x',
        '/verification',
      ]) {
        await page.goto(path);
        await expect(renderedBy(page, 'auth')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        expect(await noSideScroll(page), `${path} scrolls sideways`).toBe(true);
        await expectNoSeriousA11yViolations(page, `${path} on a ${viewport.name}`);
      }
    });

    test('profile settings and the support dialog fit the screen and pass axe', async ({
      page,
    }) => {
      await useTestSession(page);
      await page.goto('/dashboard/profile-settings');
      await expect(page.getByLabel('Full name')).toHaveValue('Ada Writer');
      expect(await noSideScroll(page)).toBe(true);
      await expectNoSeriousA11yViolations(page, `profile on a ${viewport.name}`);

      await page.getByRole('button', { name: /Ada Writer/ }).click();
      await page.getByRole('menuitem', { name: 'Support' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Support Form' });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page, `support dialog on a ${viewport.name}`);
    });
  });
}
