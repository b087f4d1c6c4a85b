import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import { noSideScroll, signInFreshUser } from './billing-helpers';

/** Each billing screen, as a fresh Free account sees it, on a phone and on a desktop. */
const SCREENS: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/dashboard/packages', ready: (p) => p.getByRole('heading', { name: 'Pay as you go' }) },
  {
    path: '/dashboard/subscription',
    ready: (p) => p.getByRole('heading', { name: 'No Active Subscription' }),
  },
  {
    path: '/dashboard/transaction',
    ready: (p) => p.getByRole('heading', { name: 'No transactions yet' }),
  },
  {
    path: '/dashboard/cancel',
    ready: (p) => p.getByRole('heading', { name: 'Payment Cancelled' }),
  },
  {
    path: '/dashboard/success?session_id=lcs_unknown_session_id_00000',
    ready: (p) => p.getByRole('heading', { name: 'Payment Not Confirmed' }),
  },
];

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`billing screens on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('fit the screen and pass axe', async ({ page }) => {
      test.setTimeout(240_000);
      await signInFreshUser(page, `screens-${viewport.name}`);
      for (const { path, ready } of SCREENS) {
        await page.goto(path);
        await expect(renderedBy(page, 'billing')).toBeVisible();
        await expect(ready(page)).toBeVisible();
        expect(await noSideScroll(page), `${path} scrolls sideways`).toBe(true);
        await expectNoSeriousA11yViolations(page, `${path} on a ${viewport.name}`);
      }
      // The header's credits summary fits beside the menu and the user button.
      await expect(page.getByTestId('credits-summary')).toBeVisible();
    });
  });
}

test('a server that cannot be reached shows Connection Error, and Retry recovers', async ({
  page,
}) => {
  await signInFreshUser(page, 'offline');
  let offline = true;
  await page.route('**/api/v1/users/active/subscription/details', (route) =>
    offline ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
  offline = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible();
});

test('a failed transactions call says so', async ({ page }) => {
  await signInFreshUser(page, 'tx-fail');
  await page.route('**/api/v1/payment/get-all-transactions', (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/dashboard/transaction');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' }),
  ).toBeVisible();
});
