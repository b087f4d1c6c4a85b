import { expect, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

const PAGES = [
  '/dashboard',
  '/dashboard/process-list',
  '/dashboard/process/upload',
  '/dashboard/packages',
  '/dashboard/subscription',
  '/dashboard/transaction',
];

/** Every dashboard page's title has one look, whichever remote draws it (Polish issue, item 9). */
test('dashboard page titles share one size, weight and colour', async ({ page }) => {
  await useTestSession(page);
  const looks: Record<string, string> = {};
  for (const path of PAGES) {
    await page.goto(path);
    const title = page.locator('main h1');
    await expect(title).toBeVisible();
    looks[path] = await title.evaluate((h1) => {
      const style = getComputedStyle(h1);
      return `${style.fontSize} ${style.fontWeight} ${style.color}`;
    });
  }
  expect(new Set(Object.values(looks)), JSON.stringify(looks, null, 2)).toHaveProperty('size', 1);
});
