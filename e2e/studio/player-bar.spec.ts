import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter, type Session } from '../voices/voice-session';
import { castAndGenerate } from './studio-flow';
import { uploadAndProcess } from './upload-page';

/**
 * End to end in Chromium, on a laptop and on a phone: a pronunciation leaves two lines
 * without audio; the player bar says so and its one button makes exactly those; then, at 1.5x set
 * once, Play All plays every line in order with none passed over, each at 1.5x with its pitch
 * kept. The bar never covers the page's last line.
 */
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

The lamp turns.

MARA
Has Cognito come back yet?

TOBIAS
Cognito never hurries.

EXT. SHORE - DAWN

TOBIAS
There he is.
`;
const NAMED = 2;

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

type Heard = {
  line: string;
  now: string;
  shown: boolean;
  src: string;
  rate: number;
  pitchKept: boolean;
};

const audioStatus = async (page: Page, session: Session, id: string) =>
  (await (await asWriter(page.request, session).get(`scenes/document/${id}/audio-status`)).json())
    .data;

/**
 * Each line as it starts sounding: which card is current, what the bar names, and the element's
 * rate then. A stall under load fires 'playing' again for the same audio: that is not another line.
 */
const listen = (page: Page) =>
  page.evaluate(() => {
    const heard: Heard[] = [];
    (window as unknown as { heard: Heard[] }).heard = heard;
    // The bar shows the speaker whole and a first stretch of the words (both inside its box),
    // not a name cut to 'SA…' as one line beside the buttons did on a phone.
    const shownInBar = () => {
      const box = document.querySelector('.cms-player__now')!.getBoundingClientRect();
      const inside = (rect?: DOMRect) =>
        !!rect && rect.right <= box.right + 1 && rect.bottom <= box.bottom + 1;
      const name = document.querySelector('.cms-player__now strong')?.getBoundingClientRect();
      const words = [...(document.querySelector('.cms-player__dialog')?.getClientRects() ?? [])];
      const wordsShown = words.filter(inside).reduce((width, rect) => width + rect.width, 0);
      return inside(name) && wordsShown >= 60;
    };
    const audio = document.querySelector<HTMLAudioElement>('audio.cms-line-player')!;
    audio.addEventListener('playing', () => {
      if (heard.at(-1)?.src === audio.currentSrc) return;
      heard.push({
        line: document.querySelector('.cms-segment.is-current h2')?.textContent ?? '',
        // What the bar says is playing, at the same moment.
        now: document.querySelector('.cms-player__now strong')?.textContent ?? '',
        shown: shownInBar(),
        src: audio.currentSrc,
        rate: audio.playbackRate,
        pitchKept: audio.preservesPitch,
      });
    });
  });
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

for (const size of SIZES)
  test(`player bar on a ${size.name}: make the missing lines, then Play All at 1.5x with no gap`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const session = await freshWriter(page, `player-bar-${size.name}`);
    const id = await uploadAndProcess(page, {
      name: 'the-lamp.fountain',
      mimeType: '',
      buffer: Buffer.from(SCRIPT, 'utf8'),
    });
    await castAndGenerate(page, id);
    const lines = page.getByRole('list', { name: 'Voice segments' });
    await expect(lines.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
    const total = await lines.getByRole('listitem').count();
    await expect
      .poll(async () => (await audioStatus(page, session, id)).overall_status, {
        timeout: 120_000,
      })
      .toBe('completed');

    // A pronunciation for the name: the two lines saying it wait for audio.
    await page.getByRole('button', { name: 'Pronunciations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pronunciations' });
    await dialog.getByLabel('Word').fill('Cognito');
    await dialog.getByLabel('Say it as').fill('Kog-NEE-toe');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Pronunciations' })).toContainText('Kog-NEE-toe');
    await page.keyboard.press('Escape');

    const bar = page.getByRole('region', { name: 'Player' });
    const make = bar.getByRole('button', { name: `${NAMED} lines need audio` });
    await expect(make).toBeVisible();
    await expect(bar.getByText(`Play All skips ${NAMED} lines without audio.`)).toBeVisible();
    await expectNoSeriousA11yViolations(
      page,
      `Audio Production with lines needing audio (${size.name})`,
    );

    const missingShot = testInfo.outputPath(`player-bar-${size.name}-needs-audio.png`);
    await page.screenshot({ path: missingShot });
    await testInfo.attach(`player-bar-${size.name}-needs-audio`, {
      path: missingShot,
      contentType: 'image/png',
    });

    await make.click();
    await expect
      .poll(async () => (await audioStatus(page, session, id)).counts.completed, {
        timeout: 120_000,
      })
      .toBe(total);
    await expect(bar.getByText(/need audio|skips/)).toHaveCount(0);

    // One speed, set once, for every line; then the whole read from the top.
    await bar.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
    await listen(page);
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect.poll(async () => (await heard(page)).length, { timeout: 120_000 }).toBe(total);
    const all = Array.from({ length: total }, (_, i) => `Line #${i + 1}`);
    expect((await heard(page)).map((h) => h.line)).toEqual(all);
    for (const line of await heard(page))
      expect(line).toMatchObject({ rate: 1.5, pitchKept: true });
    const named = (await heard(page)).map((h) => h.now.replace(/ · .*$/, ''));
    expect(named).toEqual(all.map((line) => line.replace('#', '')));
    expect((await heard(page)).every((h) => / · (Narrator|MARA|TOBIAS)$/.test(h.now))).toBe(true);
    expect((await heard(page)).map((h) => h.shown)).toEqual(all.map(() => true));

    // Nothing sideways on a phone; the last line clears the bar once scrolled to the end.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.evaluate(() => {
      const cards = document.querySelectorAll('.cms-segment');
      return {
        lastCard: cards[cards.length - 1].getBoundingClientRect().bottom,
        barTop: document.querySelector('.cms-player')!.getBoundingClientRect().top,
      };
    });
    expect(last.lastCard).toBeLessThanOrEqual(last.barTop);
    await expectNoSeriousA11yViolations(page, `Audio Production after Play All (${size.name})`);
    // The bar's rows: one on a laptop, with the scene list in it; three on a phone (the line
    // beside the buttons, the position, then Play All, scene, speed and the shortcuts' icon).
    const rows = await page.evaluate(() => {
      // Items of one row share their middle (the row centres them).
      const middles = [...document.querySelectorAll('.cms-player__main > *')].map((el) => {
        const box = el.getBoundingClientRect();
        return Math.round((box.top + box.bottom) / 2 / 8);
      });
      return new Set(middles).size;
    });
    expect(rows).toBeLessThanOrEqual(size.name === 'laptop' ? 1 : 3);

    await bar.getByRole('button', { name: 'Shortcuts' }).click();
    await expect(bar.getByLabel('Keyboard shortcuts')).toContainText('Previous or next scene');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const path = testInfo.outputPath(`player-bar-${size.name}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`player-bar-${size.name}`, { path, contentType: 'image/png' });
  });
