import { linkFromMail } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter, generateByApi } from '../voices/voice-session';
import { uploadAndProcess } from './upload-page';

/**
 * Notes where they belong, end to end: a listener leaves a note on the listen page; the writer
 * gets the digest mail linking to the script, sees the note on its line in Audio Production,
 * replies and resolves it (the note folds and stays listed). At 1366 and 390 px, with axe.
 */
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

MARA
Has the boat come back yet?

TOBIAS
Not yet.
`;
const NOTE = 'Too quick, let the question hang.';
const REPLY = 'Slowed it down in the next take.';

test('a listener note reaches its line and the writer by mail; reply and resolve in place', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const session = await freshWriter(page, 'notes-journey');
  const id = await uploadAndProcess(page, {
    name: 'the-lamp.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  await generateByApi(page, session, id);
  const shared = await asWriter(page.request, session).post(`documents/${id}/share`, {});
  expect(shared.ok(), await shared.text()).toBe(true);
  const path = new URL((await shared.json()).data.url as string).pathname;

  // A listener without an account leaves a note on MARA's line.
  const listener = await browser.newContext();
  await listener.route('**/*', (route) =>
    ['127.0.0.1', 'localhost'].includes(new URL(route.request().url()).hostname)
      ? route.fallback()
      : route.abort(),
  );
  const ear = await listener.newPage();
  await ear.goto(path);
  const line = ear.locator('.cms-listen-line').filter({ hasText: 'Has the boat come back yet?' });
  const lineName = (await line.getAttribute('aria-label'))!;
  await line.getByRole('button', { name: /^Note on line/ }).click();
  const form = ear.getByRole('form', { name: `Note on ${lineName.toLowerCase()}` });
  await form.getByLabel('Your name').fill('Dana');
  await form.getByLabel('Your note').fill(NOTE);
  await form.getByRole('button', { name: 'Send note' }).click();
  await expect(ear.getByRole('status')).toHaveText('Your note was sent to the writer.');
  await listener.close();

  // The digest mail arrives at once for the first note, linking to the script.
  const link = await linkFromMail(session.email, `/dashboard/process/${id}/scenes-preview`);

  // The writer follows it: the line shows the note's marker and opens the note in place.
  await page.goto(link.pathname);
  const number = lineName.replace('Line ', '');
  const card = page.getByRole('listitem', { name: `Line #${number}` });
  const marker = card.getByRole('button', { name: '1 note' });
  await expect(marker).toBeVisible({ timeout: 60_000 });
  await marker.click();
  const notes = card.getByRole('list', { name: `Notes on this line ${number}` });
  await expect(notes).toContainText(NOTE);
  await expect(notes).toContainText('Dana');
  await expectNoSeriousA11yViolations(page, 'Audio Production with a note open on its line');
  await card.screenshot({ path: test.info().outputPath('line-notes-1366.png') });

  await notes.getByLabel('Reply to Dana').fill(REPLY);
  await notes.getByRole('button', { name: 'Reply' }).click();
  await expect(notes.getByRole('list', { name: 'Replies to Dana' })).toContainText(REPLY);
  await notes.getByRole('button', { name: 'Resolve note by Dana' }).click();
  await expect(notes.getByRole('button', { name: 'Show resolved note by Dana' })).toBeVisible();
  await expect(notes).toContainText('Resolved');

  // Resolved, it stays listed after a reload, and the reply with it.
  await page.reload();
  await card.getByRole('button', { name: '1 note' }).click();
  await notes.getByRole('button', { name: 'Show resolved note by Dana' }).click();
  await expect(notes.getByRole('list', { name: 'Replies to Dana' })).toContainText(REPLY);

  // At 390 px the open notes fit the width and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notes).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'Audio Production at 390 px with a note open');
  await card.screenshot({ path: test.info().outputPath('line-notes-390.png') });
});
