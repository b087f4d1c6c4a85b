import { waitFor } from '@testing-library/react';

import { FILES, line } from './audio-server';
import { openAudioPage, playButton, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

/** The writer's beat between lines is kept in sequential play. */
const page = audioPageFixture();

test('the next line waits out the pause the server gives after the one that ended', async () => {
  page.fake.setLines([
    { ...line(0, 'MARA', 'Every night for thirty years.'), pause_after_ms: 400 },
    line(1, 'TOBIAS', 'The lamp is out!'),
  ]);
  const { user } = await openAudioPage();
  await user.click(playButton(1));
  const endedAt = performance.now();
  await page.media.end(player());
  await waitFor(() => expect(page.media.plays).toHaveLength(2), { timeout: 15_000 });
  expect(page.media.plays[1].src).toBe(`${FILES}/s2.mp3?sig=1`);
  // Not at once: the beat comes first. A lower bound only, which a busy machine cannot break
  // (a timer fires late, never early); 10 ms spare for timer rounding.
  expect(page.media.playedAt[1] - endedAt).toBeGreaterThanOrEqual(390);
});

test('a line chosen during the beat plays, and the beat does not start the next after it', async () => {
  page.fake.setLines([
    { ...line(0, 'MARA', 'Every night for thirty years.'), pause_after_ms: 400 },
    line(1, 'TOBIAS', 'The lamp is out!'),
  ]);
  const { user } = await openAudioPage();
  await user.click(playButton(1));
  await page.media.end(player());
  // Another line chosen during the beat plays instead; the beat does not start line 2 after it.
  await user.click(playButton(1));
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(page.media.plays.map((p) => p.src)).toEqual([
    `${FILES}/s1.mp3?sig=1`,
    `${FILES}/s1.mp3?sig=1`,
  ]);
});
