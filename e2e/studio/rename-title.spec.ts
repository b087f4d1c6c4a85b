import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { shortScript } from '../voices/short-script';
import { freshSession } from './studio-session';
import { uploadAndProcess } from './upload-page';

/**
 * In a real browser: Process History shows the title the title page gave the script
 * (not the file's name) and renames it inline, at 1366 px and at 390 px, with axe on the open form.
 */
for (const width of [1366, 390]) {
  test(`the title page names the script, and it is renamed inline at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await freshSession(page, `rename-${width}`);
    await uploadAndProcess(page, shortScript());
    await page.goto('/dashboard/process-list');
    const rename = page.getByRole('button', { name: 'Rename The Lamp' });
    await expect(rename).toBeVisible();
    await expect(page.getByText('the-lamp', { exact: true })).toHaveCount(0);

    await rename.click();
    const field = page.getByRole('textbox', { name: 'Title' });
    await expect(field).toHaveValue('The Lamp');
    await field.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a title for the script.');
    await expectNoSeriousA11yViolations(page, `Process History renaming at ${width} px`);
    // Nothing wider than the screen: the field and its buttons wrap in the title cell.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await field.fill('The Lamp at Dawn');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Rename The Lamp at Dawn' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Rename The Lamp at Dawn' })).toBeVisible();
  });
}
