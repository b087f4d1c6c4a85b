import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import { shortScript } from '../voices/short-script';
import {
  apiGet,
  castByApi,
  freshWriter,
  generateByApi,
  processByApi,
  renameByApi,
  storedScript,
  uploadByApi,
  type Writer,
} from './dashboard-api';
import { sevenPagePdf, twoPagePdf } from './scripts';

const SIZES = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Your scripts, newest first' }).locator('tbody tr');
const row = (page: Page, title: string) => historyRows(page).filter({ hasText: title });

type Made = {
  writer: Writer;
  uploaded: string;
  processed: string;
  cast: string;
  generated: string;
  tooLong: string;
};

/**
 * One writer with nine scripts: four drafts uploaded first (the oldest), then five at different
 * stages — uploaded only, processed into scenes, cast, with audio, and refused for lack of page
 * credits (a new account has 5 free pages: 1 + 1 + 1 are spent, as a title page is not charged;
 * the 7-page one, 6 billed, needs more).
 */
const nineScripts = async (page: Page, label: string): Promise<Made> => {
  const writer = await freshWriter(page, label);
  const request = page.request;
  for (let i = 1; i <= 4; i += 1) await uploadByApi(request, writer, twoPagePdf(`Draft ${i}.pdf`));
  const uploaded = await uploadByApi(request, writer, twoPagePdf('Half Way.pdf'));
  const processed = await uploadByApi(request, writer, twoPagePdf('Scenes Ready.pdf'));
  expect(await processByApi(request, writer, processed)).toBe('completed');
  await renameByApi(request, writer, processed, 'Scenes Ready');
  const cast = await uploadByApi(request, writer, shortScript(), 'Voices Cast.fountain');
  expect(await processByApi(request, writer, cast)).toBe('completed');
  await renameByApi(request, writer, cast, 'Voices Cast');
  await castByApi(request, writer, cast);
  const generated = await uploadByApi(request, writer, shortScript(), 'Table Read.fountain');
  expect(await processByApi(request, writer, generated)).toBe('completed');
  await renameByApi(request, writer, generated, 'Table Read');
  await castByApi(request, writer, generated);
  await generateByApi(request, writer, generated);
  const tooLong = await uploadByApi(request, writer, sevenPagePdf('Too Long.pdf'));
  expect(await processByApi(request, writer, tooLong)).toBe('payment_required');
  await renameByApi(request, writer, tooLong, 'Too Long');
  return { writer, uploaded, processed, cast, generated, tooLong };
};

test('overview lists the activities; history pages, resumes each script at its step and deletes one with its files', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const made = await nineScripts(page, 'dashboard');

  // Dashboard Overview: the newest activities first, with relative times.
  await page.goto('/dashboard');
  await expect(renderedBy(page, 'studio')).toBeVisible();
  const activities = page.getByRole('list', { name: 'Recent activities' });
  await expect(activities).toBeVisible();
  const item = (title: string, action: string) =>
    activities.getByRole('listitem').filter({ hasText: title }).filter({ hasText: action });
  // The newest: the 7-page script refused for lack of pages, just after its upload. An activity
  // names the script as it was named then: by its file at upload, by its title page once read
  // (the scripts were renamed after that).
  const newest = activities.getByRole('listitem').first();
  await expect(newest).toContainText('Processing Failed');
  await expect(newest).toContainText('THE LIGHTHOUSE KEEPER');
  await expect(newest).toContainText('needs 6 pages; 2 pages left');
  await expect(item('Too Long', 'Document Uploaded')).toHaveCount(1);
  await expect(
    activities.getByRole('listitem').filter({ hasText: 'Processing Completed' }).first(),
  ).toContainText('lines to check');
  await expect(activities.getByText('Just now').first()).toBeVisible();
  await page.getByRole('link', { name: 'View History' }).click();

  // Process History: 8 a page, newest first, the pager past 8.
  await expect(page).toHaveURL(/\/dashboard\/process-list$/);
  await expect(historyRows(page)).toHaveCount(8);
  await expect(historyRows(page).first()).toContainText('Too Long');
  await expect(row(page, 'Too Long')).toContainText('Needs credits');
  await expect(row(page, 'Scenes Ready')).toContainText('Processed');
  await expect(row(page, 'Half Way')).toContainText('Uploaded');
  // Only the script with audio can be played from here.
  await expect(
    row(page, 'Table Read').getByRole('button', { name: 'Play table read of Table Read' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play table read of / })).toHaveCount(1);
  await row(page, 'Table Read')
    .getByRole('button', { name: 'Play table read of Table Read' })
    .click();
  const stop = page.getByRole('button', { name: 'Stop table read of Table Read' });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentSrc ?? ''))
    .toContain('/api/v1/');
  await stop.click();
  await expect(page.getByRole('button', { name: 'Play table read of Table Read' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Process history pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('Draft 1');
  await pager.getByRole('button', { name: 'Page 1' }).click();

  // Resume: each script at the page of its last completed step.
  await row(page, 'Scenes Ready').getByRole('button', { name: 'Resume Scenes Ready' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${made.processed}/scenes$`));
  await expect(page.getByRole('list', { name: 'Scenes' })).toBeVisible();
  await page.goBack();
  await row(page, 'Half Way').getByRole('button', { name: 'Resume Half Way' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${made.uploaded}/upload$`));
  await expect(page.getByRole('button', { name: 'Continue Processing' })).toBeEnabled();
  await page.goBack();
  await row(page, 'Voices Cast').getByRole('button', { name: 'Resume Voices Cast' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${made.cast}/assign-voice$`));
  await page.goBack();
  await row(page, 'Table Read').getByRole('button', { name: 'Resume Table Read' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${made.generated}/scenes-preview$`));
  await page.goBack();
  await row(page, 'Too Long').getByRole('button', { name: 'Resume Too Long' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${made.tooLong}/upload$`));
  await page.goBack();

  // Delete: asked first, then the row, its lines and its stored file are gone.
  expect(await storedScript(made.processed)).toBeDefined();
  await row(page, 'Scenes Ready').getByRole('button', { name: 'Delete Scenes Ready' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete this script?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Scenes Ready” was deleted.')).toBeVisible();
  await expect(row(page, 'Scenes Ready')).toHaveCount(0);
  await expect(historyRows(page)).toHaveCount(8);
  await expect(pager).toHaveCount(0);
  for (const path of [
    `documents/${made.processed}/status`,
    `documents/${made.processed}/completed/steps`,
    `scenes/document/${made.processed}`,
  ]) {
    expect((await apiGet(page.request, made.writer, path)).status(), path).toBe(404);
  }
  expect(await storedScript(made.processed)).toBeUndefined();
  expect(await storedScript(made.uploaded)).toBeDefined();
});

test('a failed resume lookup lands on the error page, whose Try Again asks again', async ({
  page,
}) => {
  await freshWriter(page, 'dashboard-error');
  const unknown = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/dashboard/process/${unknown}/error`);
  await expect(
    page.getByRole('heading', { name: 'We could not resume this script' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Still no answer. Please try again in a moment.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/process-list$/);
  await expect(page.getByRole('heading', { name: 'No scripts yet' })).toBeVisible();
});

test('the overview and the history are accessible and fit on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const writer = await freshWriter(page, 'dashboard-a11y');
  // Empty states first.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No Activities Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `empty overview @${size.width}`);
    await page.goto('/dashboard/process-list');
    await expect(page.getByRole('heading', { name: 'No scripts yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `empty history @${size.width}`);
  }
  for (let i = 1; i <= 9; i += 1)
    await uploadByApi(
      page.request,
      writer,
      twoPagePdf(`A rather long screenplay title, draft ${i}.pdf`),
    );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Recent activities' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `overview @${size.width}`);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.goto('/dashboard/process-list');
    await expect(historyRows(page)).toHaveCount(8);
    await expectNoSeriousA11yViolations(page, `history @${size.width}`);
    expect(await fitsTheWidth(page)).toBe(true);
  }
  await historyRows(page)
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'delete confirmation');
});
