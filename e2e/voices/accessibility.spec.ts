import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { freshWriter, generateByApi, processShortScript } from './voice-session';

const SIZES = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('Voice Assignment and Audio Production are accessible and fit on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const session = await freshWriter(page, 'voices-a11y');
  const documentId = await processShortScript(page);

  await page.goto(`/dashboard/process/${documentId}/assign-voice`);
  await expect(page.getByRole('list', { name: 'Characters' })).toBeVisible();
  // The making time sits with the read settings, in the checks below at both sizes.
  await expect(
    page.getByText(/How long making the audio takes shows here|Making the audio takes about/),
  ).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `voice assignment @${size.width}`);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.getByRole('button', { name: /^Voice for MARA/ }).click();
    await expect(page.getByRole('listbox', { name: 'Voices for MARA' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `voice picker @${size.width}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }

  await generateByApi(page, session, documentId);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Audio Generation Progress' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'voice assignment with the progress card');

  await page.goto(`/dashboard/process/${documentId}/scenes-preview`);
  await expect(page.getByRole('list', { name: 'Voice segments' })).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `audio production @${size.width}`);
    expect(await fitsTheWidth(page)).toBe(true);
  }
  await page.getByRole('button', { name: 'Play line 1' }).click();
  await expect(page.getByRole('progressbar', { name: 'Table read progress' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audio production while playing');
});
