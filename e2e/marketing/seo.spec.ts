import { expect, renderedBy, test } from '../support/fixtures';
import { MARKETING_PAGES } from './sizes';

test('robots.txt and sitemap.xml are served at the root', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: https:\/\/castmyscript\.ai\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs).toEqual(['/', '/get-started', '/contact', '/terms']);
});

for (const path of MARKETING_PAGES) {
  test(`${path} has its own title, description and Open Graph tags`, async ({ page }) => {
    await page.goto(path);
    await expect(renderedBy(page, 'marketing')).toBeVisible();
    await expect(page).toHaveTitle(/CastMyScript/);
    const title = await page.title();
    expect(await page.locator('head meta[property="og:title"]').getAttribute('content')).toBe(title);
    const description = page.locator('head meta[name="description"]').first();
    expect((await description.getAttribute('content'))!.length).toBeGreaterThan(50);
    expect(await page.locator('head meta[property="og:url"]').getAttribute('content')).toMatch(new RegExp(`${path}$`));
  });
}
