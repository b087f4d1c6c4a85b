import { VOICE_MESSAGES } from '../../packages/api/src/contract/voices';
import { expect, renderedBy, test } from '../support/fixtures';
import { playerLog, recordPlayer, type PlayerEvent } from './audio-player';
import { SHORT_SCRIPT_LINES } from './short-script';
import { freshWriter, processShortScript } from './voice-session';

/** The first line that played, and the next one that started after it ended. */
const sequenceOf = (log: PlayerEvent[]) => {
  const first = log.find((event) => event.type === 'playing');
  const end = log.findIndex((event) => event.type === 'ended' && event.src === first?.src);
  const second = log.slice(end + 1).find((event) => event.type === 'playing');
  return first && end >= 0 && second ? { first, second } : null;
};

/**
 * End to end on a Free account: the suggested cast, one change, a preview, generation
 * with its progress, the player (two lines in sequence, a speed change) and the Free plan's 403
 * on the combined download.
 */
test('cast → generate → progress → player: two lines in sequence, a new speed, no download on Free', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await freshWriter(page, 'voices-journey');
  const documentId = await processShortScript(page);
  await page.goto(`/dashboard/process/${documentId}/assign-voice`);

  // The server's casting help: every character already has a distinct, marked suggestion.
  await expect(page.getByRole('heading', { name: 'Voice Assignment', level: 1 })).toBeVisible();
  await expect(renderedBy(page, 'studio')).toBeVisible();
  const characters = page.getByRole('list', { name: 'Characters' });
  await expect(characters.getByRole('listitem')).toHaveCount(3);
  await expect(characters.getByText('Suggested')).toHaveCount(3);
  const cast = await characters.locator('.cms-character__voice').allTextContents();
  expect(new Set(cast).size).toBe(3);
  await expect(page.getByText('All characters must be assigned a voice')).toHaveCount(0);

  // One change: TOBIAS gets another voice from the picker.
  const tobias = characters.getByRole('listitem', { name: 'TOBIAS' });
  await tobias.getByRole('button', { name: /^Voice for TOBIAS/ }).click();
  const voices = page.getByRole('listbox', { name: 'Voices for TOBIAS' });
  expect(await voices.getByRole('option').count()).toBeGreaterThanOrEqual(16);
  await voices.getByRole('option', { selected: false }).first().click();
  await expect(tobias.getByText('Suggested')).toHaveCount(0);
  await expect(tobias.getByText('Assigned')).toBeVisible();

  // A preview: its sample answers, and it stops when tapped again or by itself at its end.
  const narrator = characters.getByRole('listitem', { name: 'Narrator' });
  const sample = page.waitForResponse((response) => response.request().resourceType() === 'media');
  await narrator.getByRole('button', { name: /^Preview Voice/ }).click();
  expect((await sample).status()).toBeLessThan(400);
  const stop = narrator.getByRole('button', { name: /^Stop Preview/ });
  if (await stop.isVisible()) await stop.click();
  await expect(narrator.getByRole('button', { name: /^Preview Voice/ })).toBeVisible();

  // Generate: the button works, the progress card counts, the player opens by itself.
  await page.getByRole('button', { name: 'Generate Audio' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  // Saving the cast and starting the job come first: on a busy machine they can take a while.
  await expect(page.getByRole('heading', { name: 'Audio Generation Progress' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Audio generation completed! Opening the player...')).toBeVisible({
    timeout: 90_000,
  });
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${documentId}/scenes-preview$`), {
    timeout: 10_000,
  });

  // The player: every line, in order.
  await expect(page.getByRole('heading', { name: 'Audio Production', level: 1 })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Voice segments' });
  await expect(lines.getByRole('listitem')).toHaveCount(SHORT_SCRIPT_LINES.length);
  for (const [index, text] of SHORT_SCRIPT_LINES.entries())
    await expect(lines.getByRole('listitem', { name: `Line #${index + 1}` })).toContainText(text);

  // Line 1 plays to its end and line 2 follows on its own.
  await recordPlayer(page);
  await page.getByRole('button', { name: 'Play line 1' }).click();
  await expect
    .poll(async () => sequenceOf(await playerLog(page)) !== null, { timeout: 30_000 })
    .toBe(true);
  const { first, second } = sequenceOf(await playerLog(page))!;
  expect(second.src).not.toBe(first.src);
  await expect(lines.getByRole('listitem', { name: 'Line #2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('button', { name: 'Pause line 2' }).click();

  // 2x: the line's audio is fetched again at that speed and is shorter.
  await page.getByRole('checkbox', { name: 'Play in sequence' }).uncheck();
  const speed = page.getByRole('combobox', { name: 'Speed of line 2' });
  await speed.selectOption('2');
  await expect(speed).toBeEnabled({ timeout: 30_000 });
  await expect(speed).toHaveValue('2');
  await page.getByRole('button', { name: 'Play line 2' }).click();
  await expect
    .poll(async () => (await playerLog(page)).filter((event) => event.type === 'ended').length, {
      timeout: 30_000,
    })
    .toBe(2);
  const fast = (await playerLog(page)).at(-1)!;
  expect(fast.src).not.toBe(second.src);
  expect(fast.duration).toBeLessThan(second.duration * 0.8);

  // Free: online listening only.
  const refused = page.waitForResponse((response) => response.url().endsWith('/download-audio'));
  await page.getByRole('button', { name: 'Download All Audio' }).click();
  expect((await refused).status()).toBe(403);
  await expect(
    page.getByRole('alert').filter({ hasText: VOICE_MESSAGES.downloadNeedsPlan }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/dashboard/packages',
  );
});
