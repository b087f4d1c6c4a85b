import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import {
  apiGet,
  expectPaymentSuccess,
  headerCredits,
  payOnLocalCheckout,
  signInFreshUser,
} from './billing-helpers';
import { processByApi, uploadByApi } from '../dashboard/dashboard-api';
import { fivePagePdf } from '../studio/script-files';

/**
 * The billing journey of with the local payment provider: gate → 25 pages → Starter →
 * Pro with the proration preview → cancel → Ending Soon → the three purchases with receipts.
 */
test('a Free user out of credits buys pages, subscribes, upgrades, cancels and sees the receipts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tokens = await signInFreshUser(page);

  // Out of credits for real: a 5-page script uses up a new Free account's 5 monthly pages.
  const writer = { tokens, email: '' };
  const spent = await uploadByApi(page.request, writer, fivePagePdf());
  expect(await processByApi(page.request, writer, spent)).toBe('completed');
  await page.goto('/dashboard');
  const gate = page.getByRole('dialog', { name: 'Credits Required' });
  await expect(gate).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'credits gate');
  await gate.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/dashboard\/packages$/);
  await expect(gate).toBeHidden();

  // The real balance of that Free account: no monthly pages left, no pay-as-you-go pages.
  await page.reload();
  await expect(renderedBy(page, 'billing')).toBeVisible();
  const credits = headerCredits(page);
  await expect(credits.monthly).toHaveText('0');
  await expect(credits.paygo).toHaveText('0');

  // Buy 25 pages: the price shown is the server's, on the page and on its checkout.
  await page
    .getByRole('group', { name: 'Quick picks' })
    .getByRole('button', { name: /25 pages.*Large Script/ })
    .click();
  const shown = (await page.getByTestId('paygo-total').textContent())!.trim();
  const quote = await apiGet<{ total: number }>(page, tokens, 'payment/paygo-quote?pages=25');
  expect(shown).toBe(`$${quote.total.toFixed(2)}`);
  await expectNoSeriousA11yViolations(page, 'packages');
  await page.getByRole('button', { name: `Buy 25 pages for ${shown}` }).click();
  expect(await payOnLocalCheckout(page)).toBe(shown);
  await expectPaymentSuccess(page);
  await expect(page.getByText(/25 pages were added to your account/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'payment success');

  // The header went up without a reload.
  await expect(credits.paygo).toHaveText('25');
  await expect(credits.monthly).toHaveText('0');

  // Subscribe to Starter through the hosted checkout.
  await page.getByRole('link', { name: 'Packages' }).first().click();
  await page.getByRole('button', { name: 'Subscribe Now: Starter' }).click();
  expect(await payOnLocalCheckout(page)).toBe('$22.00');
  await expectPaymentSuccess(page);
  await expect(page.getByText(/You are now on the Starter plan/)).toBeVisible();
  await expect(credits.monthly).toHaveText('50');

  // Upgrade to Pro: the proration preview first, then the change.
  await page.goto('/dashboard/packages');
  await expect(page.getByRole('button', { name: 'Current Plan: Starter' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade: Pro' }).click();
  const preview = page.getByRole('dialog', { name: 'Confirm plan change' });
  await expect(preview).toBeVisible();
  for (const term of [
    'Immediate charge',
    'Proration amount',
    'Next billing amount',
    'Next billing date',
  ])
    await expect(preview.getByText(term)).toBeVisible();
  await expect(preview).toContainText('Change from Starter to Pro');
  await expectNoSeriousA11yViolations(page, 'proration preview');
  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your plan has been updated to Pro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan: Pro' })).toBeVisible();

  // Cancel: the plan stays until the period ends, shown as Ending Soon.
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  // The plan card uses the page's width on a desktop instead of a narrow column (Polish item 10).
  const [card, frame] = await Promise.all([
    page.locator('.bil-subscription').boundingBox(),
    page.locator('.bil-page').boundingBox(),
  ]);
  expect(card!.width / frame!.width).toBeGreaterThan(0.95);
  await expect(page.locator('.bil-badge')).toHaveText('Status: Active');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(
    page.getByText(
      "Your subscription has been canceled successfully. You'll maintain access until the end of your billing period.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ending Soon' })).toBeVisible();
  await expect(page.getByTestId('days-remaining')).toHaveText(/^(2[89]|3[01]) days remaining\.$/);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  // The theme's success toast fails colour contrast (ui-kit's, reported); check the page after it.
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'subscription ending soon');

  // The three purchases, newest first, each with a receipt that opens.
  await page.goto('/dashboard/transaction');
  // The purchase table, not the page-use one below it.
  const rows = page
    .getByRole('table', { name: 'Your purchases, newest first' })
    .getByRole('rowheader');
  await expect(rows).toHaveText(['Pro plan', 'Starter plan', '25 pages (pay-as-you-go)']);
  const receipts = page.getByRole('link', { name: /Receipt/ });
  await expect(receipts).toHaveCount(3);
  for (const href of await receipts.evaluateAll((links) =>
    links.map((a) => (a as HTMLAnchorElement).href),
  )) {
    const receipt = await page.request.get(href);
    expect(receipt.status(), href).toBe(200);
    expect(await receipt.text()).toContain('Receipt from CastMyScript');
  }
  await expectNoSeriousA11yViolations(page, 'transactions');
});
