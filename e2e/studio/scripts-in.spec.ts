import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, renderedBy, test } from '../support/fixtures';
import { useTestSession } from '../support/session';
import { longPdf, SCRIPT_FILES } from './script-files';
import { freshSession } from './studio-session';
import { continueProcessing, uploadScript } from './upload-page';

const scenes = (page: Page) => page.getByRole('list', { name: 'Scenes' });
const cardWith = (page: Page, text: string) =>
  scenes(page).getByRole('listitem').filter({ hasText: text });

for (const format of ['pdf', 'docx', 'fdx'] as const) {
  test(`${format.toUpperCase()}: upload → scenes → edit, insert, delete, save → a reload shows the changes`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await freshSession(page, `scripts-${format}`);
    const file = SCRIPT_FILES[format]();
    await uploadScript(page, file);
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/status')) polls.push(request.url());
    });
    const started = Date.now();
    await continueProcessing(page);
    await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 30_000 });
    await expect(scenes(page)).toBeVisible();
    // A figure, not a pass/fail rule: the pushed status should beat the first 10 s poll.
    console.log(
      `[figure] ${format}: Continue Processing → scenes visible ${Date.now() - started} ms, status polls ${polls.length}`,
    );
    await expect(page.getByText('Processing completed successfully!')).toBeVisible();
    await expect(renderedBy(page, 'studio')).toBeVisible();

    // The parse: headings are the narrator's, speeches their character's.
    const speech = cardWith(page, 'Every night for thirty years.');
    await expect(speech.getByRole('combobox', { name: /Speaker of scene/ })).toHaveValue('MARA');
    await expect(speech).toContainText('EXT. CLIFFTOP LIGHTHOUSE - NIGHT');
    const total = await scenes(page).getByRole('listitem').count();
    expect(total).toBeGreaterThan(8);

    // Edit a line.
    await speech.getByRole('button', { name: /Edit scene/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
    await dialog.getByLabel('Dialog').fill('Every single night for thirty years.');
    await dialog.getByRole('button', { name: 'Update Scene' }).click();
    await expect(page.getByText('Scene updated successfully!')).toBeVisible();

    // Insert one after the first line.
    await scenes(page)
      .getByRole('button', { name: 'Insert a scene after scene 1', exact: true })
      .click();
    const add = page.getByRole('dialog', { name: 'Add New Scene at Position 2' });
    await add.getByLabel('Actor', { exact: true }).selectOption('TOBIAS');
    await add.getByLabel('Dialog').fill('Who keeps the light tonight?');
    await add.getByRole('button', { name: 'Add Scene' }).click();
    await expect(page.getByText('Scene added successfully!')).toBeVisible();
    await expect(scenes(page).getByRole('listitem').nth(1)).toContainText(
      'Who keeps the light tonight?',
    );

    // Change a speaker in place (beyond the spec).
    const shout = cardWith(page, 'THE LAMP IS OUT!');
    await shout.getByRole('combobox', { name: /Speaker of scene/ }).selectOption('MARA');
    await expect(page.getByText('Scene updated successfully!').first()).toBeVisible();

    // Delete one, then save.
    // Save Changes shows only with unsaved changes (hidden otherwise).
    const saveButton = page.getByRole('button', { name: 'Save Changes' });
    await expect(saveButton).toBeHidden();
    await cardWith(page, 'Mara climbs the stairs two at a time.')
      .getByRole('button', { name: /Delete scene/ })
      .click();
    await expect(page.getByText('Scene deleted successfully!')).toBeVisible();
    await expect(saveButton).toBeEnabled();
    await saveButton.click();
    await expect(page.getByText('Changes saved successfully!')).toBeVisible();
    await expect(saveButton).toBeHidden();

    await page.reload();
    await expect(scenes(page)).toBeVisible();
    await expect(scenes(page).getByRole('listitem')).toHaveCount(total);
    await expect(scenes(page).getByRole('listitem').nth(1)).toContainText(
      'Who keeps the light tonight?',
    );
    await expect(cardWith(page, 'Every single night for thirty years.')).toHaveCount(1);
    await expect(cardWith(page, 'Mara climbs the stairs')).toHaveCount(0);
    await expect(
      cardWith(page, 'THE LAMP IS OUT!').getByRole('combobox', { name: /Speaker of scene/ }),
    ).toHaveValue('MARA');
  });
}

test('a script longer than the free pages goes to the packages page with the spec’s message', async ({
  page,
}) => {
  await freshSession(page, 'scripts-credits');
  await uploadScript(page, longPdf());
  await continueProcessing(page);
  await expect(page.getByText('Insufficient credits - payment required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/packages$/);
});

test('the Upload and Script Scenes screens are accessible on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await freshSession(page, 'scripts-a11y');
  for (const size of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/process/upload');
    await expect(page.getByRole('heading', { name: 'Upload Script' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `upload @${size.width}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  await uploadScript(page, SCRIPT_FILES.fdx());
  await expectNoSeriousA11yViolations(page, 'upload with a file');
  await continueProcessing(page);
  await expect(page).toHaveURL(/\/scenes$/, { timeout: 30_000 });
  await expect(scenes(page)).toBeVisible();
  // The success toast is the shell's (ui-kit): its summary colour is checked there, not here.
  // It appears bottom centre, where "Continue Processing" was clicked: a toast under the pointer
  // stays while hovered (PrimeReact pauses its life), so the pointer moves off, as a hand would.
  await page.mouse.move(0, 0);
  await expect(page.locator('.p-toast-message')).toHaveCount(0, { timeout: 15_000 });
  for (const size of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `scenes @${size.width}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  await scenes(page).getByRole('button', { name: 'Edit scene 1', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Scene' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'scene modal');
});

test('without a document, only the Upload step can be chosen', async ({ page }) => {
  await useTestSession(page);
  await page.goto('/dashboard/process/upload');
  await expect(page.getByRole('button', { name: /Script Scenes/ })).toBeDisabled();
  await expect(
    page.getByRole('navigation', { name: 'Workflow steps' }).getByRole('button', { name: 'Next' }),
  ).toBeDisabled();
});
