import type { APIRequestContext } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectPaymentSuccess, payOnLocalCheckout, signInFreshUser } from './billing-helpers';
import {
  apiPost,
  freshWriter,
  processByApi,
  storedScript,
  uploadByApi,
  type Writer,
} from '../dashboard/dashboard-api';
import { SCRIPT_FILES } from '../studio/script-files';

/**
 * As a writer sees it: the subscription page marks each benefit from the catalogue the
 * plan cards read and changes the plan through the proration preview; a draft uploaded and left
 * before processing sits under the script's processed draft until it is continued or discarded.
 */
test('the subscription page marks the plan benefits and changes the plan', async ({ page }) => {
  test.setTimeout(180_000);
  await signInFreshUser(page, 'plans');
  await page.goto('/dashboard/packages');
  await page.getByRole('button', { name: 'Subscribe Now: Starter' }).click();
  await payOnLocalCheckout(page);
  await expectPaymentSuccess(page);

  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  const benefit = (key: string) => page.getByTestId(`benefit-${key}`);
  await expect(benefit('paygo_discount')).toHaveText('20% discount on additional pagesIncluded');
  await expect(benefit('priority_processing')).toHaveText('Priority processingNot included');
  await expect(benefit('advanced_analysis')).toHaveText('Advanced analysis featuresNot included');
  await expectNoSeriousA11yViolations(page, 'subscription with benefits and plan change');

  const change = page.getByRole('region', { name: 'Change plan' });
  await change.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const preview = page.getByRole('dialog', { name: 'Confirm plan change' });
  await expect(preview).toContainText('Change from Starter to Pro ($70 / month).');
  await expect(preview.getByText('Immediate charge')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'plan change preview on the subscription page');
  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your plan has been updated to Pro.')).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  await expect(benefit('paygo_discount')).toHaveText('40% discount on additional pagesIncluded');
  await expect(change.getByRole('button')).toHaveText([
    'Downgrade to Starter',
    'Downgrade to Standard',
  ]);
});

/** Presign as the next draft of `draftOf`, PUT and confirm; nothing processed. */
const leaveDraft = async (request: APIRequestContext, writer: Writer, draftOf: string) => {
  const file = SCRIPT_FILES.pdf();
  const signed = await apiPost(request, writer, 'documents/presigned-upload', {
    file_name: file.name,
    file_type: file.mimeType,
    file_size: file.buffer.length,
    draft_of: draftOf,
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const { url, headers, document_id: id } = (await signed.json()).data;
  expect((await request.put(url, { headers, data: file.buffer })).ok()).toBe(true);
  expect((await apiPost(request, writer, `documents/${id}/confirm`)).status()).toBe(200);
  return id as string;
};

test('a draft left before processing is listed under the script, continued or discarded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const writer = await freshWriter(page, 'left-draft');
  const first = await uploadByApi(page.request, writer, SCRIPT_FILES.pdf());
  expect(await processByApi(page.request, writer, first)).toBe('completed');
  const left = await leaveDraft(page.request, writer, first);

  await page.goto('/dashboard/process-list');
  const script = page.getByRole('row').filter({
    has: page.getByRole('button', { name: /^Upload new draft of / }),
  });
  await expect(script).toHaveCount(1);
  await expect(script).toContainText('Draft 1');
  const leftRow = page.getByRole('row', { name: /Draft 2 PDF Not processed/ });
  await expect(leftRow.getByRole('button', { name: /^Continue / })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'history with a draft left before processing');

  await leftRow.getByRole('button', { name: /^Continue / }).click();
  await expect(page).toHaveURL(`/dashboard/process/${left}/upload`);
  await page.goBack();

  expect(await storedScript(left)).toBeDefined();
  await leftRow.getByRole('button', { name: /^Discard / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this draft?' });
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText(/^Draft 2 of “.*” was discarded\.$/)).toBeVisible();
  await expect(leftRow).toHaveCount(0);
  // The script has one draft again, so its row names none.
  await expect(script).toHaveCount(1);
  await expect(script).not.toContainText('Draft');
  await expect.poll(() => storedScript(left)).toBeUndefined();
  expect(await storedScript(first)).toBeDefined();
});
