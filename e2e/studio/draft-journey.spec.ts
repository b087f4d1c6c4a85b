import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { playerLog, recordPlayer } from '../voices/audio-player';
import { expectPaymentSuccess, payOnLocalCheckout } from '../billing/billing-helpers';
import { asWriter, freshWriter, type Session } from '../voices/voice-session';
import type { ScriptFile } from './script-files';
import { castAndGenerate, idInUrl } from './studio-flow';
import { continueProcessing, uploadAndProcess } from './upload-page';

/**
 * End to end: Brick & Steel from the shared corpus
 * (read at test time, never copied here) is uploaded, cast and generated; then a copy with one
 * line reworded goes up as a new draft. The changed line is marked, the casting kept, Generate
 * makes that one line, the credits drop by at most one page, and Play All reads the whole draft.
 */
const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/fountain');
const ORIGINAL = 'Does a bear crap in the woods?';
const EDITED = 'Does a bear fish in the river?';

const brickAndSteel = (): string =>
  readFileSync(path.join(CORPUS, 'Brick-and-Steel.fountain'), 'utf8');
const fountainFile = (name: string, text: string): ScriptFile => ({
  name,
  mimeType: '',
  buffer: Buffer.from(text, 'utf8'),
});

const creditsLeft = async (page: Page, session: Session) => {
  const data = (await (await asWriter(page.request, session).get('users/credits')).json()).data;
  return data.page_credits_this_month - data.page_credits_used_this_month + data.paygo_credits;
};
const audioStatus = async (page: Page, session: Session, id: string) =>
  (await (await asWriter(page.request, session).get(`scenes/document/${id}/audio-status`)).json())
    .data;

/** 25 pay-as-you-go pages through the local provider's checkout page, as a buyer pays. */
const buyPages = async (page: Page, session: Session) => {
  const answer = await asWriter(page.request, session).post('payment/create-checkout-session', {
    package_type: 'paygo',
    package_details: { package_name: 'paygo', pages_buy: 25, package_price: 18.75 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto((await answer.json()).data.url);
  await payOnLocalCheckout(page);
  await expectPaymentSuccess(page);
};

test('Brick & Steel: one line edited and uploaded as a new draft keeps its cast and costs at most a page', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const session = await freshWriter(page, 'draft-journey');
  // Free's five pages would all be spent (4 + 1), and with none left the shell blocks the
  // studio ('Credits Required'): the writer buys 25 pages first, staying on Free.
  await buyPages(page, session);
  const original = brickAndSteel();
  expect(original).toContain(ORIGINAL);

  const firstId = await uploadAndProcess(page, fountainFile('brick-and-steel.fountain', original));
  const firstCast = await castAndGenerate(page, firstId);
  expect((await audioStatus(page, session, firstId)).overall_status).toBe('completed');
  const before = await creditsLeft(page, session);

  // The new draft, from Script Scenes, with its cost said before Continue Processing.
  await page.goto(`/dashboard/process/${firstId}/scenes`);
  await page.getByRole('button', { name: 'Upload new draft' }).click();
  await expect(page).toHaveURL(`/dashboard/process/upload?draft_of=${firstId}`);
  await expect(page.getByText(/^New draft of /)).toBeVisible();
  const edited = fountainFile('brick-and-steel-v2.fountain', original.replace(ORIGINAL, EDITED));
  await page.getByLabel('Script file').setInputFiles(edited);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`File ${edited.name} uploaded successfully.`)).toBeVisible();
  await expect(page.getByText('1 changed page — 1 credit')).toBeVisible({ timeout: 30_000 });
  await continueProcessing(page);
  await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 60_000 });
  const secondId = idInUrl(page);
  expect(secondId).not.toBe(firstId);

  // What changed: the one line, marked; its neighbours not.
  const changes = page.getByRole('region', { name: 'What changed' });
  await expect(changes).toContainText('Draft 2 · 1 changed · 0 added · 0 removed');
  const scenes = page.getByRole('list', { name: 'Scenes' });
  const card = (text: string) => scenes.getByRole('listitem').filter({ hasText: text });
  await expect(card(EDITED).getByText('Changed', { exact: true })).toBeVisible();
  await expect(card("Beer's ready!").getByText('Changed', { exact: true })).toHaveCount(0);

  // Voices: the same cast, nobody to assign; Generate makes the one line and reuses the rest.
  const secondCast = await castAndGenerate(page, secondId);
  expect(secondCast).toEqual(firstCast);
  const status = await audioStatus(page, session, secondId);
  expect(status.overall_status).toBe('completed');
  expect(status.counts.completed).toBe(status.counts.total);
  expect(status.reused).toBe(status.counts.total - 1);
  const spent = before - (await creditsLeft(page, session));
  expect(spent).toBeGreaterThanOrEqual(0);
  expect(spent).toBeLessThanOrEqual(1);

  // Play All reads the whole new draft, line after line to the last. The element plays fast
  // (a media element's default rate survives each new source) so the read takes seconds.
  const lines = page.getByRole('list', { name: 'Voice segments' });
  await expect(lines.getByRole('listitem')).toHaveCount(status.counts.total);
  await expect(lines.getByRole('listitem').filter({ hasText: EDITED })).toHaveCount(1);
  await recordPlayer(page);
  await page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio.cms-line-player')!;
    element.defaultPlaybackRate = 16;
    element.playbackRate = 16;
  });
  await page.getByRole('button', { name: 'Play All' }).click();
  await expect
    .poll(async () => (await playerLog(page)).filter((e) => e.type === 'ended').length, {
      timeout: 240_000,
      message: 'every line of the draft to play to its end',
    })
    .toBe(status.counts.total);
  const played = (await playerLog(page)).filter((e) => e.type === 'playing').map((e) => e.src);
  expect(new Set(played).size).toBe(status.counts.total);
});
