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
