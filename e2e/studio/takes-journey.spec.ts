import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter } from '../voices/voice-session';
import { castAndGenerate } from './studio-flow';
import { uploadAndProcess } from './upload-page';

/**
 * End to end: two takes of one line, made by the real voice engine, are listed on Audio
 * Production, heard one after the other on one player (A/B), and the line goes back to its cast
 * voice. The open list is checked with axe and for fit on a phone and a laptop.
 */
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

MARA
Every night for thirty years.

TOBIAS
The lamp is out.
`;

test('two takes of a line: listed, played A/B, and the line back to its cast voice', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const session = await freshWriter(page, 'takes-journey');
  const id = await uploadAndProcess(page, {
    name: 'the-lamp.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  await castAndGenerate(page, id);
  const writer = asWriter(page.request, session);
  const lines = (await (await writer.get(`scenes/document/${id}/audio-urls`)).json()).data
    .audio_scenes;
  const sceneId = lines[0].scene_id as string;
  for (const data of [{ speed: 0.8 }, { speed: 1.3, pitch: 2 }]) {
    const made = await writer.post(`scenes/document/${id}/retake/${sceneId}`, data);
    expect(made.status(), await made.text()).toBe(200);
  }

  await page.goto(`/dashboard/process/${id}/scenes-preview`);
  const first = page.getByRole('list', { name: 'Voice segments' }).getByRole('listitem').first();
  await expect(first.getByText(/Take in use: cast voice, speed 1.3, pitch \+2/)).toBeVisible();
  await first.getByRole('button', { name: /^Takes of line \d+$/ }).click();
  const list = page.getByRole('region', { name: /^Takes of line \d+$/ });
  const takes = list.getByRole('listitem');
  await expect(takes).toHaveCount(2);
  await expect(takes.first()).toContainText('speed 1.3');

  for (const size of [
    { width: 390, height: 800 },
    { width: 1366, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `takes @${size.width}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }

  // A/B: the newer take plays, and when it ends the older one follows on the same player.
  for (const box of await list.getByRole('checkbox').all()) await box.check();
  await list.getByRole('button', { name: 'Play A/B' }).click();
  const player = list.locator('audio');
  const [newer, older] = (await (await writer.get(`scenes/${sceneId}/takes`)).json()).data.takes;
  await expect(player).toHaveAttribute('data-playing', newer._id);
  await expect(player).toHaveAttribute('data-playing', older._id, { timeout: 30_000 });

  await list.getByRole('button', { name: 'Back to the cast voice' }).click();
  await expect(first.getByText(/Take in use/)).toHaveCount(0);
  const after = (await (await writer.get(`scenes/document/${id}/audio-urls`)).json()).data;
  expect(after.audio_scenes[0].take ?? null).toBeNull();
});
