import type { Browser, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter, generateByApi } from '../voices/voice-session';
import { uploadAndProcess } from './upload-page';

/**
 * Rehearse as a character on the listen page: MARA's lines are never fetched (the
 * network log of the listener's page), the read waits at her line and goes on when Space is
 * pressed, and cue only plays just the line before each of hers. At 390 px and with axe clean.
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

type ReadLine = { actor: string; audio_url: string | null; scene_index: number };

let listenPath = '';
let lines: ReadLine[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext()).newPage();
  const session = await freshWriter(page, 'rehearse-journey');
  const id = await uploadAndProcess(page, {
    name: 'the-keeper.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  await generateByApi(page, session, id);
  const made = await asWriter(page.request, session).post(`documents/${id}/share`, {
    expires_in_days: 7,
    allow_download: false,
  });
  expect(made.ok(), await made.text()).toBe(true);
  listenPath = new URL(((await made.json()).data as { url: string }).url).pathname;
  const read = await page.request.get(`/api/v1/shared/${listenPath.split('/')[2]}`);
  lines = ((await read.json()).data as { lines: ReadLine[] }).lines;
  expect(lines.filter((line) => line.actor === 'MARA')).toHaveLength(3);
  await page.context().close();
});

/** A listener with no session, every request logged and every play() recorded. */
const listener = async (browser: Browser, width: number) => {
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
  const ear = await context.newPage();
  const requested: string[] = [];
  ear.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await ear.goto(listenPath);
  await ear
    .getByRole('combobox', { name: 'Rehearse as' })
    .selectOption('MARA', { timeout: 60_000 });
  return { ear, requested, close: () => context.close() };
};

const pathOf = (url: string | null) => (url ? new URL(url, 'http://x').pathname : '');
const audioOf = (actor: string, same: boolean) =>
  lines.filter((line) => (line.actor === actor) === same).map((line) => pathOf(line.audio_url));
const playedPaths = (ear: Page) =>
  ear
    .evaluate(() => (window as unknown as { played: string[] }).played)
    .then((all) => all.map(pathOf));

test('as MARA at 390 px: her audio is never requested; the read waits for her and Space goes on', async ({
  browser,
}) => {
  const { ear, requested, close } = await listener(browser, 390);
  const status = ear.getByRole('status');
  await ear.getByRole('checkbox', { name: 'Hide my lines' }).check();
  await ear.getByRole('button', { name: 'Start rehearsal' }).click();
  const first = lines.findIndex((line) => line.actor === 'MARA') + 1;
  await expect(status).toHaveText(`Your line ${first}. Say it, then press Space or Next.`);
  const current = ear.locator('.cms-listen-line[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', `Line ${first}`);
  await expect(current).toContainText('Your turn');
  expect(await ear.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(ear, 'listen page rehearsing at 390 px');
  await ear.screenshot({ path: test.info().outputPath('rehearse-390.png'), fullPage: true });

  await ear.keyboard.press('Space');
  // TOBIAS's "Not yet." is over in a moment (the read may be past it before a check looks), so
  // what shows the read went on is that it played and her line is no longer the current one.
  await expect.poll(() => playedPaths(ear)).toContain(pathOf(lines[first].audio_url));
  await expect(current).not.toHaveAttribute('aria-label', `Line ${first}`);
  await ear.getByRole('button', { name: 'Stop' }).click();

  const mara = audioOf('MARA', true);
  expect(requested.filter((path) => mara.includes(path))).toEqual([]);
  const sources = await ear.evaluate(() =>
    [...document.querySelectorAll('audio')].map((a) => a.src),
  );
  expect(sources.map(pathOf).filter((path) => mara.includes(path))).toEqual([]);
  // The log does hold the audio that was played, so an empty match above means something.
  expect(requested).toContain(audioOf('TOBIAS', true)[0]);
  await close();
});

test('cue only at 1366 px plays just the line before each of MARA’s', async ({ browser }) => {
  const { ear, requested, close } = await listener(browser, 1366);
  const status = ear.getByRole('status');
  await ear.getByRole('checkbox', { name: 'Cue only' }).check();
  await ear.getByRole('button', { name: 'Start rehearsal' }).click();
  for (const line of lines.filter((l) => l.actor === 'MARA')) {
    await expect(status).toHaveText(
      `Your line ${line.scene_index + 1}. Say it, then press Space or Next.`,
    );
    if (line === lines.find((l) => l.actor === 'MARA'))
      await ear.screenshot({ path: test.info().outputPath('rehearse-1366.png') });
    await ear.getByRole('button', { name: 'Next' }).click();
  }
  await expect(status).toHaveText('Rehearsal finished.');
  await expectNoSeriousA11yViolations(ear, 'listen page after a cue-only rehearsal');

  const cues = lines
    .filter((line, i) => line.actor !== 'MARA' && lines[i + 1]?.actor === 'MARA')
    .map((line) => pathOf(line.audio_url));
  expect(cues).toHaveLength(3);
  expect(await playedPaths(ear)).toEqual(cues);
  expect(requested.filter((path) => audioOf('MARA', true).includes(path))).toEqual([]);
  await close();
});

test('listen anywhere: the real Media Session shows the read and speaker; a reload offers Resume', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const ear = await context.newPage();
  await ear.goto(listenPath);
  const mara = lines.find((line) => line.actor === 'MARA')!;
  const number = mara.scene_index + 1;
  await ear.getByRole('button', { name: `Play line ${number}` }).click({ timeout: 60_000 });
  const session = () =>
    ear.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      state: navigator.mediaSession.playbackState,
    }));
  // The read is named by its title page (Title: The Keeper), not by its file.
  await expect.poll(session).toEqual({ title: 'The Keeper', artist: 'MARA', state: 'playing' });
  const element = () => ear.evaluate(() => document.querySelector('audio')!.currentTime);
  await expect.poll(element).toBeGreaterThan(1);
  await ear.getByRole('button', { name: `Pause line ${number}` }).click();
  await expect.poll(session).toMatchObject({ state: 'paused' });
  const stopped = await element();

  await ear.reload();
  const resume = ear.getByRole('button', { name: new RegExp(`^Resume from line ${number} at`) });
  await resume.click({ timeout: 60_000 });
  await expect
    .poll(() => ear.evaluate(() => new URL(document.querySelector('audio')!.src).pathname))
    .toBe(pathOf(mara.audio_url));
  await expect.poll(element).toBeGreaterThanOrEqual(stopped);
  await expect(resume).toHaveCount(0);
  await context.close();
});
