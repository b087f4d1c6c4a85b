import { readFile } from 'node:fs/promises';

import { expect, test } from '../support/fixtures';
import { subscribeToStarter } from './paid-plan';
import { freshWriter, generateByApi, processShortScript } from './voice-session';

/** A paid plan downloads one combined MP3 named {documentId}_combined.mp3. */
test('on Starter, Download All Audio saves {documentId}_combined.mp3', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await freshWriter(page, 'voices-download');
  await subscribeToStarter(page, session);
  const documentId = await processShortScript(page);
  await generateByApi(page, session, documentId);

  await page.goto(`/dashboard/process/${documentId}/scenes-preview`);
  await expect(page.getByRole('list', { name: 'Voice segments' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Download All Audio' });
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await button.click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${documentId}_combined.mp3`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(1000);
  // An MP3 starts with an ID3 tag or an MPEG frame sync.
  const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
  const frameSync = bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;
  expect(id3 || frameSync).toBe(true);
  await expect(button).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
