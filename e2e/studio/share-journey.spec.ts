import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { transferredOnFirstLoad } from '../support/transferred';
import { freshWriter, generateByApi } from '../voices/voice-session';
import { uploadAndProcess } from './upload-page';

/**
 * End to end: the writer shares a voiced read; a listener with no account opens the
 * link, plays from the third scene and leaves a note on the line; the writer sees it and jumps to
 * the line; once revoked, the link says it is no longer valid. Also the listen page's weight on a
 * first visit (≤ 250 KB over the wire), axe, and 390 px.
 */
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

MARA
Has the boat come back yet?

EXT. SHORE - DAWN

TOBIAS
Not yet.

INT. KITCHEN - DAY

MARA
Then we wait.
`;
const NOTE = 'Slower here, let it land.';

test('share, listen without an account, leave a note, jump to it, revoke', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const session = await freshWriter(page, 'share-journey');
  const id = await uploadAndProcess(page, {
    name: 'the-lamp.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  await generateByApi(page, session, id);

  // The writer shares from Audio Production.
  await page.goto(`/dashboard/process/${id}/scenes-preview`);
  await page.getByRole('button', { name: 'Share' }).click({ timeout: 60_000 });
  const share = page.getByRole('dialog', { name: 'Share this table read' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const url = await share.getByLabel('Share link').inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/listen\/[^/]+$/);
  await expectNoSeriousA11yViolations(page, 'share dialog');
  await page.keyboard.press('Escape');

  // A listener: another context, no session at all.
  const listener = await browser.newContext();
  await listener.route('**/*', (route) =>
    ['127.0.0.1', 'localhost'].includes(new URL(route.request().url()).hostname)
      ? route.fallback()
      : route.abort(),
  );
  const ear = await listener.newPage();
  const weight = await transferredOnFirstLoad(ear, path);
  console.log(`listen page first load: ${weight.kb} KB in ${weight.requests} responses`);
  test.info().annotations.push({ type: 'listen-page-kb', description: String(weight.kb) });
  expect(weight.bytes).toBeLessThanOrEqual(250 * 1024);
  // The script's title is its title page's, not its file's name.
  await expect(ear.getByRole('heading', { level: 1, name: 'The Lamp' })).toBeVisible();
  await expect(ear).toHaveURL(path);
  await expectNoSeriousA11yViolations(ear, 'listen page');

  // Play from the third scene: its heading line becomes the current one and sounds.
  const scenes = ear.getByRole('navigation', { name: 'Scenes' }).getByRole('button');
  await expect(scenes).toHaveCount(3);
  await scenes.nth(2).click();
  const current = ear.locator('.cms-listen-line[aria-current="true"]');
  await expect(current).toContainText('INT. KITCHEN - DAY');
  await expect(scenes.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => ear.evaluate(() => !document.querySelector('audio')!.paused)).toBe(true);
  const lineName = (await current.getAttribute('aria-label'))!;

  // A note on that line, signed with a name.
  await current.getByRole('button', { name: /^Note on line/ }).click();
  const form = ear.getByRole('form', { name: `Note on ${lineName.toLowerCase()}` });
  await form.getByLabel('Your name').fill('Dana');
  await form.getByLabel('Your note').fill(NOTE);
  await form.getByRole('button', { name: 'Send note' }).click();
  await expect(ear.getByRole('status')).toHaveText('Your note was sent to the writer.');

  // At 390 px the page fits the width and still passes axe.
  await ear.setViewportSize({ width: 390, height: 844 });
  expect(await ear.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(ear, 'listen page at 390 px');

  // The writer sees the note and jumps from it to the line.
  await page.reload();
  const notes = page.getByRole('region', { name: /^Notes/ });
  const note = notes.getByRole('listitem').filter({ hasText: NOTE });
  await expect(note).toContainText('Dana', { timeout: 60_000 });
  await expect(note).toContainText('Listener');
  const number = lineName.replace('Line ', '');
  await note.getByRole('button', { name: `Go to Line ${number}` }).click();
  const target = page.getByRole('listitem', { name: `Line #${number}` });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expectNoSeriousA11yViolations(page, 'Audio Production with notes and scenes');

  // Revoked: the listener's page says the link is no longer valid.
  await page.getByRole('button', { name: 'Share' }).click();
  await share.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(share.getByText('No live link.', { exact: false })).toBeVisible();
  await ear.reload();
  await expect(ear.getByRole('heading', { level: 1, name: 'Link no longer valid' })).toBeVisible();
  await expect(ear.getByText('This link is no longer valid.', { exact: false })).toBeVisible();
  await listener.close();
});
