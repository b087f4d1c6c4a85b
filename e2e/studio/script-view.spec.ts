import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter, type Session } from '../voices/voice-session';
import { castAndGenerate } from './studio-flow';
import { uploadAndProcess } from './upload-page';

/**
 * Audio Production reads as the script, in Chromium on a laptop and on a phone: headings, action,
 * a centred cue over the speech with its parentheticals before and after, a transition to the
 * right. The line the player moves to is brought into view (and not with "Follow playback" off);
 * the lock screen names the line and the script. Nothing runs sideways or under the player bar.
 */
const ACTION =
  'Waves hammer the rocks below. A lamp turns, slow and patient, sweeping the black sea.';
const SPEECHES = [
  'Every night for thirty years, the lamp has turned and nobody has asked why.',
  'Then let me be the first to ask. Why?',
  'Because a ship once needed it, and one day another will.',
  'And until then?',
  'Until then we trim the wick.',
];
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

${ACTION}

MARA
(quietly)
${SPEECHES[0]}
(she turns away)

${SPEECHES.slice(1)
  .map((words, i) => `${i % 2 ? 'MARA' : 'TOBIAS'}\n${words}\n`)
  .join('\n')}
The wind rises. Somewhere below, a door bangs open and shut, open and shut.

CUT TO:

EXT. SHORE - DAWN

Grey light. The tide has gone out and left the rocks shining.

TOBIAS
There it is. A sail.

MARA
(shading her eyes)
Then tonight it was for somebody.
`;

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

const audioStatus = async (page: Page, session: Session, id: string) =>
  (await (await asWriter(page.request, session).get(`scenes/document/${id}/audio-status`)).json())
    .data;

/** The current line's box against the window and the fixed bar over its bottom. */
const currentInView = (page: Page) =>
  page.evaluate(() => {
    const line = document.querySelector('.cms-segment[aria-current="true"]');
    const bar = document.querySelector('.cms-player');
    if (!line || !bar) return false;
    const { top, bottom } = line.getBoundingClientRect();
    return top >= 0 && bottom <= bar.getBoundingClientRect().top;
  });

const shoot = async (
  page: Page,
  testInfo: { outputPath: (name: string) => string },
  name: string,
) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

for (const size of SIZES)
  test(`the script as it reads on a ${size.name}: its shape, the playing line followed`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const session = await freshWriter(page, `script-view-${size.name}`);
    const id = await uploadAndProcess(page, {
      name: 'the-lamp.fountain',
      mimeType: '',
      buffer: Buffer.from(SCRIPT, 'utf8'),
    });
    await castAndGenerate(page, id);
    const lines = page.getByRole('list', { name: 'Voice segments' });
    await expect(lines.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(async () => (await audioStatus(page, session, id)).overall_status, {
        timeout: 180_000,
      })
      .toBe('completed');
    await page.reload();
    await expect(lines.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });

    // The shape: heading, action, cue centred over its speech, parentheticals around the words.
    const speech = lines.locator('.is-dialogue').first();
    await expect(speech.locator('p')).toHaveText(['(quietly)', SPEECHES[0], '(she turns away)']);
    const cue = await speech.locator('.cms-segment__actor').boundingBox();
    const column = await speech.locator('.cms-script__speech').boundingBox();
    expect(Math.abs(cue!.x + cue!.width / 2 - (column!.x + column!.width / 2))).toBeLessThan(2);
    await expect(lines.locator('.is-scene_heading').first()).toContainText('INT. LIGHTHOUSE');
    const transition = lines.locator('.cms-script__transition');
    await expect(transition).toHaveText('CUT TO:');
    await expect(transition).toHaveCSS('text-align', 'right');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    // The script's start just under the app's header.
    await page.evaluate(() => {
      const script = document.querySelector('.cms-script')!;
      window.scrollTo(0, script.getBoundingClientRect().top + window.scrollY - 80);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await shoot(page, testInfo, `script-${size.name}-top`);

    // The bar's last scene starts far down the page: the line comes into view.
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(page.getByRole('checkbox', { name: 'Follow playback' })).toBeChecked();
    await bar.getByRole('combobox', { name: 'Scene' }).selectOption({ index: 1 });
    const heading = lines.locator('.is-scene_heading').last();
    await expect(heading).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => currentInView(page)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title))
      .toBe('Narrator: EXT. SHORE - DAWN');
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe('The Lamp');
    await bar.getByRole('button', { name: 'Pause' }).click();
    await expectNoSeriousA11yViolations(page, `Audio Production as a script (${size.name})`);
    await shoot(page, testInfo, `script-${size.name}-following`);

    // Not following: the page stays where the writer put it while the player moves on.
    await page.getByRole('checkbox', { name: 'Follow playback' }).uncheck();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'Next line' }).click();
    await expect(heading).not.toHaveAttribute('aria-current', 'true');
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await currentInView(page)).toBe(false);
    await bar.getByRole('button', { name: 'Pause' }).click();

    // The page's end clears the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await page.evaluate(() => ({
      last: document.querySelector('.cms-segment:last-child')!.getBoundingClientRect().bottom,
      barTop: document.querySelector('.cms-player')!.getBoundingClientRect().top,
    }));
    expect(end.last).toBeLessThanOrEqual(end.barTop);
    await shoot(page, testInfo, `script-${size.name}-end`);
    await page.screenshot({
      path: testInfo.outputPath(`script-${size.name}-full.png`),
      fullPage: true,
    });
  });
