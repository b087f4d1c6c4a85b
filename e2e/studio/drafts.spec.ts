import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { shortScript } from '../voices/short-script';
import type { ScriptFile } from './script-files';
import { freshSession } from './studio-session';
import { continueProcessing, uploadScript } from './upload-page';

const scenes = (page: Page) => page.getByRole('list', { name: 'Scenes' });
const cardWith = (page: Page, text: string) =>
  scenes(page).getByRole('listitem').filter({ hasText: text });

/** The short script edited by the writer: one speech reworded, one cut, one new. */
const secondDraft = (): ScriptFile => {
  const first = shortScript();
  const text = first.buffer
    .toString('utf8')
    .replace('Every night for thirty years.', 'Every single night for thirty years.')
    .replace('MARA\nBring the spare can.\n', 'TOBIAS\nI will fetch the oil myself.\n');
  return { ...first, name: 'the-lamp-v2.fountain', buffer: Buffer.from(text, 'utf8') };
};

test('a new draft from Script Scenes: upload, process, see what changed, find both in history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await freshSession(page, 'drafts');
  await uploadScript(page, shortScript());
  await continueProcessing(page);
  await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 30_000 });
  await expect(scenes(page)).toBeVisible();
  const firstId = page.url().split('/').at(-2)!;
  // A first draft has nothing to compare with.
  await expect(page.getByRole('region', { name: 'What changed' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload new draft' }).click();
  await expect(page).toHaveURL(`/dashboard/process/upload?draft_of=${firstId}`);
  await expect(page.getByText(/^New draft of /)).toBeVisible();
  const file = secondDraft();
  await page.getByLabel('Script file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`File ${file.name} uploaded successfully.`)).toBeVisible();
  await continueProcessing(page);
  await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 30_000 });
  expect(page.url()).not.toContain(firstId);

  const changes = page.getByRole('region', { name: 'What changed' });
  await expect(changes).toContainText(/Draft 2 · 1 changed · \d+ added · \d+ removed/);
  const edited = cardWith(page, 'Every single night for thirty years.');
  await expect(edited.getByText('Changed', { exact: true })).toBeVisible();
  await expect(cardWith(page, 'Waves hammer the rocks below.').getByText('Changed')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Script Scenes, second draft');

  await changes.getByRole('checkbox', { name: 'Changed only' }).check();
  await expect(cardWith(page, 'Waves hammer the rocks below.')).toHaveCount(0);
  await expect(edited).toBeVisible();

  await page.goto('/dashboard/process-list');
  const toggle = page.getByRole('button', { name: 'Show 1 earlier draft' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('row', { name: /Draft 1/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Process History with drafts');
});
