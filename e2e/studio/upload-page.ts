import { expect, type Page } from '@playwright/test';

import type { ScriptFile } from './script-files';

/** Picks a script on the Upload step and uploads it, as a writer would. */
export const uploadScript = async (page: Page, file: ScriptFile) => {
  await page.goto('/dashboard/process/upload');
  await page.getByLabel('Script file').setInputFiles(file);
  await expect(page.getByText('Estimated processing time')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`File ${file.name} uploaded successfully.`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
};

export const continueProcessing = (page: Page) =>
  page.getByRole('button', { name: 'Continue Processing' }).click();

/** Uploads a script, continues to processing and waits for Script Scenes; its document id. */
export const uploadAndProcess = async (page: Page, file: ScriptFile) => {
  await uploadScript(page, file);
  await continueProcessing(page);
  await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 60_000 });
  return new URL(page.url()).pathname.split('/')[3];
};
