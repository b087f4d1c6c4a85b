import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, renderedBy, test } from '../support/fixtures';
import { MARKETING_PAGES, SIZES } from './sizes';

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
};

for (const size of SIZES) {
  test.describe(`axe at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    for (const path of MARKETING_PAGES) {
      test(`${path} has no serious or critical violation`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(renderedBy(page, 'marketing')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        const name = `${path === '/' ? 'landing' : path.slice(1)}-${size.name}`;
        const file = testInfo.outputPath(`${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
      });
    }

    test('/ scrolled, with the header solid, has none either', async ({ page }) => {
      await page.goto('/');
      await expect(renderedBy(page, 'marketing')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(page.getByRole('banner')).toHaveClass(/mkt-header--solid/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('axe with the mobile menu open', () => {
  test.use({ viewport: SIZES[0].viewport });

  test('the open menu has no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    await expect(renderedBy(page, 'marketing')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
