import type { Page } from '@playwright/test';

import { PLANS } from '../../packages/api/src/contract/plans';
import { expect, renderedBy, test } from '../support/fixtures';
import { SIZES } from './sizes';

const HEADER_PX = 64;
const SECTIONS = [
  ['Features', 'features'],
  ['Pricing', 'pricing'],
  ['Demo', 'demo'],
  ['FAQ', 'faq'],
  ['Home', 'hero'],
] as const;

const open = async (page: Page, path = '/') => {
  await page.goto(path);
  await expect(renderedBy(page, 'marketing')).toBeVisible();
};

const header = (page: Page) => page.getByRole('banner');
const headerBackground = (page: Page) =>
  header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Distance of a section's top from the viewport's top, once scrolling has settled. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    // The landing remote may still be loading after a navigation from another page.
    const section = document.getElementById(sectionId);
    return section ? Math.round(section.getBoundingClientRect().top) : Number.NaN;
  }, id);

/** A section counts as scrolled to when its top sits just under the fixed header (or at 0 for the hero). */
const expectScrolledTo = async (page: Page, id: string) => {
  const expected = id === 'hero' ? 0 : HEADER_PX;
  await expect
    .poll(() => sectionTop(page, id), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(expected - 2);
  await expect
    .poll(() => sectionTop(page, id), { timeout: 5_000 })
    .toBeLessThanOrEqual(expected + 2);
};

/** On a phone the section links live in the menu; open it first. */
const navLink = async (page: Page, name: string, phone: boolean) => {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
};

for (const size of SIZES) {
  const phone = size.name === 'phone';

  test.describe(`landing at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('header is transparent at the top and turns solid after 10 px of scroll', async ({
      page,
    }) => {
      await open(page);
      await expect(header(page)).not.toHaveClass(/mkt-header--solid/);
      expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 10));
      await expect(header(page)).not.toHaveClass(/mkt-header--solid/);
      await page.evaluate(() => window.scrollTo(0, 11));
      await expect(header(page)).toHaveClass(/mkt-header--solid/);
      // The colour fades in unless reduced motion is asked for.
      await expect.poll(() => headerBackground(page)).toBe('rgba(11, 16, 32, 0.97)');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header(page)).not.toHaveClass(/mkt-header--solid/);
    });

    test('header is solid at the top of any other page', async ({ page }) => {
      await open(page, '/terms');
      await expect(header(page)).toHaveClass(/mkt-header--solid/);
      await expect.poll(() => headerBackground(page)).toBe('rgba(11, 16, 32, 0.97)');
    });

    test('each header link scrolls to its section', async ({ page }) => {
      await open(page);
      for (const [name, id] of SECTIONS) {
        await (await navLink(page, name, phone)).click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expectScrolledTo(page, id);
      }
    });

    test('a section link from another page lands on that section of /', async ({ page }) => {
      await open(page, '/contact');
      await (await navLink(page, 'Pricing', phone)).click();
      await expect(page).toHaveURL(/\/#pricing$/);
      await expectScrolledTo(page, 'pricing');
    });

    test('Watch Demo scrolls to the demo, Try It Free goes to /sign-up', async ({ page }) => {
      await open(page);
      await page.getByRole('link', { name: 'Watch Demo' }).click();
      await expectScrolledTo(page, 'demo');
      const clip = page.waitForResponse((r) => r.url().endsWith('.mp3') && r.ok());
      await page.locator('#demo').getByRole('button', { name: 'Play the demo' }).click();
      // The clip the product's own voices made is served and starts playing.
      expect((await clip).headers()['content-type']).toContain('audio/mpeg');
      await expect(page.locator('#demo').getByText(/Playing line \d+ of 10/)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Try It Free' }).first().click();
      await expect(page).toHaveURL(/\/sign-up$/);
    });

    test('pricing shows the four catalogue plans with their prices', async ({ page }) => {
      await open(page, '/#pricing');
      const cards = page.getByRole('list', { name: 'Plans' }).locator(':scope > li');
      await expect(cards).toHaveCount(4);
      for (const [index, plan] of PLANS.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
        await expect(card.getByTestId('plan-price')).toHaveText(plan.price);
        await expect(card.getByRole('link', { name: /^Get Started/ })).toHaveAttribute(
          'href',
          '/sign-up',
        );
      }
      expect(PLANS.map((p) => p.price)).toEqual(['$0', '$22', '$40', '$70']);
    });

    test('screenshot of the whole landing page', async ({ page }, testInfo) => {
      // No fades mid-picture: the header is pictured in its settled state.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page);
      // Lazy sections and fonts settle before the picture is taken.
      await page.evaluate(() => document.fonts.ready);
      const path = testInfo.outputPath(`landing-${size.name}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`landing-${size.name}`, { path, contentType: 'image/png' });
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header(page)).toHaveClass(/mkt-header--solid/);
      const solid = testInfo.outputPath(`landing-${size.name}-scrolled.png`);
      await page.screenshot({ path: solid });
      await testInfo.attach(`landing-${size.name}-scrolled`, {
        path: solid,
        contentType: 'image/png',
      });
    });
  });
}

test.describe('mobile menu at 375×812', () => {
  test.use({ viewport: SIZES[0].viewport });

  test('opens full height, locks page scroll and closes on a link', async ({ page }, testInfo) => {
    await open(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mkt-site-menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.y).toBe(HEADER_PX);
    expect(box.y + box.height).toBeGreaterThanOrEqual(811);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.mouse.move(187, 600);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(400);
    expect(await scrollY(page)).toBe(0);
    const path = testInfo.outputPath('menu-open-phone.png');
    await page.screenshot({ path });
    await testInfo.attach('menu-open-phone', { path, contentType: 'image/png' });

    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expectScrolledTo(page, 'faq');
    await page.mouse.wheel(0, -300);
    await expect
      .poll(() => scrollY(page))
      .toBeLessThan(await page.evaluate(() => document.getElementById('faq')!.offsetTop));
  });

  test('Sign In and Sign Up in the menu go to their pages', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('desktop header at 1440×900', () => {
  test.use({ viewport: SIZES[1].viewport });

  test('links sit inline, no menu toggle, Sign In reachable by name', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
