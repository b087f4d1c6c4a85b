import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AudioScene } from '@castmyscript/api/contract';
import { BASE, success } from '@castmyscript/test-utils';

import { FILES, line, statusOf } from './audio-server';
import { openAudioPage, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

/** The player bar over Audio Production, with a fresh store and MSW answering. */
const page = audioPageFixture({ lines: () => READ(), freshStorage: true });
let generateBodies: unknown[];

/** Two scenes of two-second lines; `missing` lines (by index) wait to be generated. */
const READ = (missing: number[] = []): AudioScene[] =>
  [
    { ...line(0, 'narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'), kind: 'scene_heading' as const },
    line(1, 'MARA', 'Every night for thirty years.'),
    { ...line(2, 'narrator', 'INT. LAMP ROOM - CONTINUOUS'), kind: 'scene_heading' as const },
    line(3, 'TOBIAS', 'The lamp is out!'),
  ].map((item, index) =>
    missing.includes(index)
      ? { ...item, status: 'pending', audio_url: null }
      : { ...item, duration_s: 2, pause_after_ms: 0 },
  );

beforeEach(() => {
  generateBodies = [];
  // Used before the fake's own (MSW tries the latest first).
  page.server.use(
    // As the real server says it: lines left pending by a change, with no run, are not "processing".
    http.get(`${BASE}/scenes/document/doc-1/audio-status`, () => {
      const status = statusOf(page.fake.lines());
      const waiting = status.counts.pending > 0 && status.counts.processing === 0;
      return HttpResponse.json(
        success(waiting ? { ...status, overall_status: 'not_started' } : status),
      );
    }),
    http.post(`${BASE}/scenes/document/doc-1/generate-audio`, async ({ request }) => {
      generateBodies.push(await request.json().catch(() => null));
      page.fake.setLines(READ());
      return HttpResponse.json(success(statusOf(READ())));
    }),
  );
});

const bar = () => screen.getByRole('region', { name: 'Player' });
const played = () => page.media.plays.map((play) => play.src.replace(`${FILES}/`, ''));

test('"N lines need audio" makes exactly those; Play All meanwhile says what it skips and plays the rest', async () => {
  page.fake.setLines(READ([1, 2]));
  const { user } = await openAudioPage();
  expect(within(bar()).getByText('Play All skips 2 lines without audio.')).toBeInTheDocument();

  await user.click(within(bar()).getByRole('button', { name: 'Play' }));
  await page.media.end(player());
  expect(played()).toEqual(['s1.mp3?sig=1', 's4.mp3?sig=1']);

  await user.click(within(bar()).getByRole('button', { name: '2 lines need audio' }));
  expect(generateBodies).toEqual([{ only_pending: true }]);
  await waitFor(() => expect(within(bar()).queryByText(/need audio/)).not.toBeInTheDocument());
  expect(within(bar()).queryByText(/skips/)).not.toBeInTheDocument();
});

test('one speed for everything: 1.5x with the pitch kept, still 1.5x on the next line', async () => {
  const { user } = await openAudioPage();
  await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Playback speed' }), '1.5');
  await user.click(within(bar()).getByRole('button', { name: 'Play' }));
  await page.media.end(player());
  expect(played()).toEqual(['s1.mp3?sig=1', 's2.mp3?sig=1']);
  expect(player().playbackRate).toBe(1.5);
  expect(player().defaultPlaybackRate).toBe(1.5);
  expect(player().preservesPitch).toBe(true);
});

test('keys: right and left go by line, down and up by scene; the shortcut list names them', async () => {
  const { user } = await openAudioPage();
  await user.keyboard('{ArrowRight}');
  await user.keyboard('{ArrowRight}');
  await user.keyboard('{ArrowLeft}');
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{ArrowUp}');
  expect(played()).toEqual(['s1', 's2', 's1', 's3', 's1'].map((id) => `${id}.mp3?sig=1`));
  expect(within(bar()).getByText(/^Line 1 · Narrator/)).toBeInTheDocument();

  await user.click(within(bar()).getByRole('button', { name: 'Shortcuts' }));
  const keys = within(bar()).getByLabelText('Keyboard shortcuts');
  expect(keys).toHaveTextContent('↑ / ↓Previous or next scene');
});

test('the whole read: its length, seeking by time and by scene', async () => {
  const { user } = await openAudioPage();
  const seek = within(bar()).getByRole('slider', { name: 'Position in the read' });
  expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:08');
  fireEvent.change(seek, { target: { value: '5' } });
  expect(played()).toEqual(['s3.mp3?sig=1']);
  expect(player().currentTime).toBe(1);
  expect(within(bar()).getByText(/^Line 3 · Narrator/)).toBeInTheDocument();

  const scene = within(bar()).getByRole('combobox', { name: 'Scene' });
  expect(scene).toHaveDisplayValue('2. INT. LAMP ROOM - CONTINUOUS');
  await user.selectOptions(scene, '0');
  expect(played()).toEqual(['s3.mp3?sig=1', 's1.mp3?sig=1']);
});

test('the position is remembered per draft: back on the screen, the line left off is current', async () => {
  const first = await openAudioPage();
  await first.user.click(within(bar()).getByRole('button', { name: 'Next line' }));
  await first.user.click(within(bar()).getByRole('button', { name: 'Next line' }));
  await first.user.selectOptions(
    within(bar()).getByRole('combobox', { name: 'Playback speed' }),
    '2',
  );
  first.unmount();

  await openAudioPage();
  expect(within(bar()).getByText(/^Line 2 · MARA/)).toBeInTheDocument();
  expect(within(bar()).getByRole('combobox', { name: 'Playback speed' })).toHaveDisplayValue('2x');
  expect(page.media.isPlaying(player())).toBe(false);
  await act(async () => undefined);
  expect(JSON.parse(window.localStorage.getItem('castmyscript.player.doc-1')!)).toMatchObject({
    lineId: 's2',
    rate: 2,
  });
});

test('a position remembered before lines were named lines (its `sceneId`) still opens there', async () => {
  const stored = { sceneId: 's4', seconds: 0, rate: 1.5 };
  window.localStorage.setItem('castmyscript.player.doc-1', JSON.stringify(stored));
  await openAudioPage();
  expect(within(bar()).getByText(/^Line 4 · TOBIAS/)).toBeInTheDocument();
  expect(within(bar()).getByRole('combobox', { name: 'Playback speed' })).toHaveDisplayValue(
    '1.5x',
  );
});

test('while audio is being generated the bar says Play All waits, and its button cannot start another run', async () => {
  page.fake.setLines(
    READ([1, 3]).map((item, i) => (i === 3 ? { ...item, status: 'processing' } : item)),
  );
  await openAudioPage();
  expect(
    within(bar()).getByText('Audio is being generated: Play All waits for each line.'),
  ).toBeInTheDocument();
  expect(within(bar()).getByRole('button', { name: '1 line needs audio' })).toBeDisabled();
  expect(within(bar()).queryByText(/skips/)).not.toBeInTheDocument();
});
