import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter, type Session } from '../voices/voice-session';
import { castAndGenerate } from './studio-flow';
import { uploadAndProcess } from './upload-page';

/**
 * End to end: a short script is voiced, then the writer reads dialogue only and
 * tells the voices how to say a name. The narrator's lines leave the read without anything being
 * made, only the lines with the name are made again, and the runtime table shows measured time.
 * Last, one line gets another take.
 */
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

The lamp turns. Rain on the glass.

MARA
Has Cognito come back yet?

TOBIAS
(whispering)
Not yet. Cognito never hurries.

MARA
Then we wait.

EXT. SHORE - DAWN

Waves. A small boat.

TOBIAS
There he is.
`;
const SPOKEN = 4;
const NAMED = 2;

const audioStatus = async (page: Page, session: Session, id: string) =>
  (await (await asWriter(page.request, session).get(`scenes/document/${id}/audio-status`)).json())
    .data;

test('dialogue only and a pronunciation: only the affected lines are made; the runtime is measured', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const session = await freshWriter(page, 'direct-journey');
  const id = await uploadAndProcess(page, {
    name: 'the-lamp.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  await castAndGenerate(page, id);
  const everything = await audioStatus(page, session, id);
  expect(everything.overall_status).toBe('completed');
  expect(everything.counts.total).toBeGreaterThan(SPOKEN);

  // Voices: dialogue only, saved as it is chosen; nothing needs making for it.
  await page.goto(`/dashboard/process/${id}/assign-voice`);
  await page.getByRole('radio', { name: 'Dialogue only' }).check();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
  const dialogue = await audioStatus(page, session, id);
  expect(dialogue).toMatchObject({
    overall_status: 'completed',
    counts: { total: SPOKEN, completed: SPOKEN },
  });

  // Audio Production: the player lists the spoken lines only; a pronunciation for the name.
  await page.goto(`/dashboard/process/${id}/scenes-preview`);
  const lines = page.getByRole('list', { name: 'Voice segments' });
  await expect(lines.getByRole('listitem')).toHaveCount(SPOKEN, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pronunciations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pronunciations' });
  await dialog.getByLabel('Word').fill('Cognito');
  await dialog.getByLabel('Say it as').fill('Kog-NEE-toe');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Pronunciations' })).toContainText('Kog-NEE-toe');
  await page.keyboard.press('Escape');
  expect((await audioStatus(page, session, id)).counts.pending).toBe(NAMED);

  // Generate makes the two lines with the name; the rest stay as they were.
  await castAndGenerate(page, id);
  expect(await audioStatus(page, session, id)).toMatchObject({
    overall_status: 'completed',
    counts: { total: SPOKEN, completed: SPOKEN },
  });

  // The runtime table: every scene measured.
  await page.getByRole('button', { name: 'Runtime' }).click();
  const table = page.getByRole('table', { name: 'Runtime per scene' });
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const row of await table
    .getByRole('row')
    .all()
    .then((rows) => rows.slice(1)))
    await expect(row.getByRole('cell').last()).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByText(/ measured · /)).toBeVisible();

  // One line, another take: pitched up and slower, made alone while the writer waits.
  const first = lines.getByRole('listitem').first();
  const closed = await first.locator('.cms-segment__dialog').boundingBox();
  await first.getByRole('button', { name: /^Another take of line \d+$/ }).click();
  const take = page.getByRole('form', { name: /^Another take of line \d+$/ });
  await expect(take).toBeVisible();
  // On a wide screen the open form goes under the line, which keeps its width for its words
  // (as wide as the script sets them out, the form beside them would squeeze them).
  const words = await first.locator('.cms-segment__dialog').boundingBox();
  expect(words!.width).toBeGreaterThanOrEqual(closed!.width * 0.95);
  await take.getByLabel('Pitch (semitones)').fill('3');
  await take.getByLabel('Speed').fill('0.8');
  await take.getByRole('button', { name: 'Make this take' }).click();
  await expect(take).toHaveCount(0, { timeout: 60_000 });
  const made = (
    await (await asWriter(page.request, session).get(`scenes/document/${id}/audio-urls`)).json()
  ).data.audio_scenes;
  expect(made[0]).toMatchObject({ status: 'completed', take: { speed: 0.8, pitch: 3 } });
  expect(made.slice(1).map((l: { take: unknown }) => l.take)).toEqual([null, null, null]);
  expect((await audioStatus(page, session, id)).counts).toMatchObject({ completed: SPOKEN });
});
