import type { Page } from '@playwright/test';

import type { Tokens } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import { apiGet, noSideScroll, signInFreshUser } from './billing-helpers';

type Ledger = { entries: { pages: number }[]; total: number };

/** Buys a pack of `pages` on the local checkout as its form would, outside the page. */
async function buyPack(page: Page, tokens: Tokens, pages: number) {
  const opened = await page.request.post('/api/v1/payment/create-checkout-session', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
    data: { package_type: 'paygo', package_details: { package_name: 'paygo', pages_buy: pages } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { url } = (await opened.json()).data as { url: string };
  const paid = await page.request.post(`${new URL(url, 'http://x').pathname}/pay`, {
    form: { name: 'Ada Writer', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/**
 * The Transactions page's Page use: reached from the header's credits, every change of the
 * user's pages listed 16 a page with its own pager, adding up to the balance; on a phone and on
 * a desktop, axe clean, pictured.
 */
for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`page use on a ${size.name}`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const tokens = await signInFreshUser(page, `page-use-${size.name}`);
    // 17 packs and the Free grant: 18 entries, two pages of page use.
    for (let i = 0; i < 17; i++) await buyPack(page, tokens, 5 + i);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: /see page use/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/transaction#page-use$/);
    await expect(renderedBy(page, 'billing')).toBeVisible();
    const section = page.getByRole('region', { name: 'Page use' });
    const table = section.getByRole('table', { name: 'Page use' });
    await expect(table.getByRole('row')).toHaveCount(17);
    await expect(table.getByRole('rowheader').first()).toContainText('Bought 21 pages');
    // The link lands on the section's heading, not under the sticky header (seen in a screenshot).
    const heading = section.getByRole('heading', { name: 'Page use' });
    await expect
      .poll(async () => {
        const [top, bar] = [
          await heading.boundingBox(),
          await page.locator('.cms-header').boundingBox(),
        ];
        return top && bar ? Math.round(top.y - (bar.y + bar.height)) : -1;
      })
      .toBeGreaterThanOrEqual(0);

    const ledger = await apiGet<Ledger>(page, tokens, 'credits/ledger?page=2');
    expect(ledger.total).toBe(18);
    const first = await apiGet<Ledger>(page, tokens, 'credits/ledger?page=1');
    const credits = await apiGet<Record<string, number>>(page, tokens, 'users/credits');
    const sum = [...first.entries, ...ledger.entries].reduce((n, e) => n + e.pages, 0);
    expect(sum).toBe(
      credits.page_credits_this_month -
        credits.page_credits_used_this_month +
        credits.paygo_credits,
    );

    expect(await noSideScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, `Transactions with page use on a ${size.name}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const path = testInfo.outputPath(`page-use-${size.name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`page-use-${size.name}`, { path, contentType: 'image/png' });

    await section
      .getByRole('navigation', { name: 'Page use pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('rowheader').last()).toContainText('Free plan: 5 pages');
  });
}
