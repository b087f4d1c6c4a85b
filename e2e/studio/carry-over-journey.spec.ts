import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { shortScript } from '../voices/short-script';
import type { ScriptFile } from './script-files';
import { freshSession } from './studio-session';
import { continueProcessing, uploadAndProcess } from './upload-page';

/**
 * Drafts you can read, end to end: a line edited in the app on draft 1 is missing from the file
 * uploaded as draft 2. Script Scenes lists that edit with "Carry over", shows the file's own
 * change word by word, and once carried over the line reads as edited (after a reload too).
 * At a laptop's and a phone's width, axe-checked, nothing wider than the screen.
 */
const ORIGINAL = 'Every night for thirty years.';
const EDITED = 'Every single night for thirty long years.';

const scenes = (page: Page) => page.getByRole('list', { name: 'Scenes' });
const cardWith = (page: Page, text: string) =>
  scenes(page).getByRole('listitem').filter({ hasText: text });

/** The first draft's file with one other line reworded, and the in-app edit not in it. */
const secondDraft = (): ScriptFile => {
  const first = shortScript();
  const text = first.buffer.toString('utf8').replace('The lamp is out!', 'The lamp is out again!');
  return { ...first, name: 'the-lamp-v2.fountain', buffer: Buffer.from(text, 'utf8') };
};

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an in-app edit the new draft lacks is carried over @${size.width}px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await freshSession(page, `carry-${size.width}`);
    const firstId = await uploadAndProcess(page, shortScript());

    // Draft 1: the writer rewords MARA's line in the app.
    await cardWith(page, ORIGINAL)
      .getByRole('button', { name: /Edit scene/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
    await dialog.getByLabel('Dialog').fill(EDITED);
    await dialog.getByRole('button', { name: 'Update Scene' }).click();
    await expect(page.getByText('Scene updated successfully!')).toBeVisible();

    // Draft 2 from a file that still has the old words.
    await page.getByRole('button', { name: 'Upload new draft' }).click();
    await expect(page).toHaveURL(`/dashboard/process/upload?draft_of=${firstId}`);
    const file = secondDraft();
    await page.getByLabel('Script file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(`File ${file.name} uploaded successfully.`)).toBeVisible();
    await continueProcessing(page);
    await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 60_000 });
    expect(page.url()).not.toContain(firstId);

    // The file's own change, word by word: the old words struck, the new ones marked.
    const changed = page.getByRole('list', { name: 'Changed lines' });
    const lamp = changed.getByRole('listitem').filter({ hasText: 'The lamp is out again!' });
    await expect(lamp.locator('ins')).toHaveText('out again!');
    await expect(lamp.locator('del')).toHaveText('out!');

    // The edit is listed with the words it had and the file's.
    const edits = page.getByRole('list', { name: 'Edits to carry over' });
    const edit = edits.getByRole('listitem');
    await expect(edit).toHaveCount(1);
    await expect(edit).toContainText(EDITED);
    await expect(edit.locator('ins')).toHaveText(['single', 'long']);
    await expect(page.getByRole('button', { name: 'Carry over all' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `Script Scenes, edits to carry over @${size.width}`);
    expect(await fitsTheScreen(page)).toBe(true);

    await edit.getByRole('button', { name: 'Carry over' }).click();
    await expect(page.getByText('1 edit carried over. The lines need audio.')).toBeVisible();
    await expect(cardWith(page, EDITED)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Edits to carry over' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `Script Scenes, carried over @${size.width}`);

    // Written on the server: a fresh visit reads the edited words and offers nothing more.
    await page.reload();
    await expect(cardWith(page, EDITED)).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Changed lines' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Edits to carry over' })).toHaveCount(0);
  });
}
