import type { Browser, Page } from '@playwright/test';

import { storeSession } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter, generateByApi, type Session } from '../voices/voice-session';
import { uploadAndProcess } from './upload-page';

/**
 * Rehearse as a character on Audio Production: MARA's lines are never fetched (the network log of
 * the writer's page), the player bar waits at her line and goes on at Space or "I said it", cue
 * only plays just the line before each of hers, and choosing nobody gives the normal player back.
 * At 390 px and 1366 px, with axe clean.
 */
const SCRIPT = `Title: The Keeper

INT. LIGHTHOUSE - NIGHT

MARA
Every single night for thirty long years I have climbed these stairs and trimmed that wick, and not once has the lamp gone dark.

TOBIAS
Not yet.

MARA
Then tonight will not be the first time, whatever the wind and the sea have to say about it before morning comes.

EXT. SHORE - DAWN

TOBIAS
The boat is back.

Waves break over the rocks.

MARA
Then we can both sleep at last, and the lamp can rest until the sun goes down behind the headland again tonight.
`;

type Line = { actor: string; audio_url: string | null; scene_index: number };

let session: Session;
let documentId = '';
let lines: Line[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext()).newPage();
  session = await freshWriter(page, 'audio-rehearse');
  documentId = await uploadAndProcess(page, {
    name: 'the-keeper.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  await generateByApi(page, session, documentId);
  const read = await asWriter(page.request, session).get(
    `scenes/document/${documentId}/audio-urls`,
  );
  lines = ((await read.json()).data as { audio_scenes: Line[] }).audio_scenes;
  expect(lines.filter((line) => line.actor === 'MARA')).toHaveLength(3);
  await page.context().close();
});

/** The writer on Audio Production, every request logged and every play() recorded. */
const writer = async (browser: Browser, width: number) => {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await context.route('**/*', (route) =>
    ['127.0.0.1', 'localhost'].includes(new URL(route.request().url()).hostname)
      ? route.fallback()
      : route.abort(),
  );
  await context.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { played: string[] }).played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src);
      return play.call(this);
    };
  });
  const page = await context.newPage();
  await storeSession(page, session.tokens, session.email);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(pathOf(request.url())));
  await page.goto(`/dashboard/process/${documentId}/scenes-preview`);
  await page
    .getByRole('combobox', { name: 'Rehearse as' })
    .selectOption('MARA', { timeout: 60_000 });
  const bar = page.getByRole('region', { name: 'Player' });
  return { page, bar, requested, close: () => context.close() };
};

/**
 * Which stored file a URL serves. The writer's file URLs are signed afresh on every read (their
 * expiry is in the token), so two URLs of one line differ: the stored key inside the token is
 * what stays the same. Anything else is compared by its path.
 */
const pathOf = (url: string | null) => {
  if (!url) return '';
  const path = new URL(url, 'http://x').pathname;
  const token = /\/files\/([^./]+)\./.exec(path)?.[1];
  if (!token) return path;
  try {
    return (JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { key: string }).key;
  } catch {
    return path;
  }
};
const audioOf = (actor: string, same: boolean) =>
  lines.filter((line) => (line.actor === actor) === same).map((line) => pathOf(line.audio_url));
const playedPaths = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { played: string[] }).played)
    .then((all) => all.map(pathOf));
const sources = (page: Page) =>
  page
    .evaluate(() => [...document.querySelectorAll('audio')].map((a) => a.src))
    .then((all) => all.map(pathOf));

test('as MARA at 390 px: her audio is never requested; the bar waits for her and Space goes on', async ({
  browser,
}) => {
  const { page, bar, requested, close } = await writer(browser, 390);
  const status = bar.getByRole('status');
  await page.getByRole('checkbox', { name: 'Hide my lines' }).check();
  await bar.getByRole('button', { name: 'Start rehearsal' }).click();
  const first = lines.findIndex((line) => line.actor === 'MARA') + 1;
  await expect(status).toHaveText(`Your line ${first}. Say it, then press Space or I said it.`);
  await expect(bar.getByText(`Line ${first} · MARA · Your line`)).toBeVisible();
  // Hidden: first letters, a tap away from the words.
  await expect(bar.getByRole('button', { name: new RegExp(`^Show line ${first}`) })).toHaveText(
    /E s n f t l y/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'Audio Production rehearsing at 390 px');
  await page.screenshot({ path: test.info().outputPath('audio-rehearse-390.png') });

  await page.keyboard.press('Space');
  // TOBIAS's "Not yet." is over in a moment, so what shows the read went on is that it played.
  await expect.poll(() => playedPaths(page)).toContain(pathOf(lines[first].audio_url));
  await expect(status).not.toHaveText(new RegExp(`^Your line ${first}\\.`));
  await bar.getByRole('button', { name: 'Stop rehearsal' }).click();

  const mara = audioOf('MARA', true);
  expect(requested.filter((path) => mara.includes(path))).toEqual([]);
  expect((await sources(page)).filter((path) => mara.includes(path))).toEqual([]);
  // The log does hold the audio that was played, so an empty match above means something.
  expect(requested).toContain(audioOf('TOBIAS', true)[0]);
  await close();
});

test('cue only at 1366 px plays just the line before each of MARA’s; nobody gives the player back', async ({
  browser,
}) => {
  const { page, bar, requested, close } = await writer(browser, 1366);
  const status = bar.getByRole('status');
  await page.getByRole('checkbox', { name: 'Cue only' }).check();
  await bar.getByRole('button', { name: 'Start rehearsal' }).click();
  for (const line of lines.filter((l) => l.actor === 'MARA')) {
    await expect(status).toHaveText(
      `Your line ${line.scene_index + 1}. Say it, then press Space or I said it.`,
    );
    if (line === lines.find((l) => l.actor === 'MARA')) {
      await page.screenshot({ path: test.info().outputPath('audio-rehearse-1366.png') });
      // The words keep the page's width beside a card's six controls (they were once squeezed
      // to a dozen characters a row): a screenplay's dialogue column is about 35 characters.
      const speech = page.locator('.cms-script__speech').first();
      expect((await speech.boundingBox())!.width).toBeGreaterThanOrEqual(300);
    }
    await bar.getByRole('button', { name: 'I said it' }).click();
  }
  await expect(status).toHaveText('Rehearsal finished.');
  await expectNoSeriousA11yViolations(page, 'Audio Production after a cue-only rehearsal');

  const cues = lines
    .filter((line, i) => line.actor !== 'MARA' && lines[i + 1]?.actor === 'MARA')
    .map((line) => pathOf(line.audio_url));
  expect(cues).toHaveLength(3);
  expect(await playedPaths(page)).toEqual(cues);
  expect(requested.filter((path) => audioOf('MARA', true).includes(path))).toEqual([]);

  // Back to just listening: the bar plays the read again, MARA's lines included.
  await page.getByRole('combobox', { name: 'Rehearse as' }).selectOption('');
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => playedPaths(page).then((all) => all.length)).toBe(cues.length + 1);
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await close();
});
