import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, failure, success } from '@castmyscript/test-utils';

import { FILES, line, SCRIPT } from './audio-server';
import {
  lineCard,
  openAudioPage,
  playButton,
  player,
  renderAudioPage,
  speedOf,
} from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

const page = audioPageFixture();

const url = (id: string) => `${FILES}/${id}.mp3?sig=1`;

test('loading, then a card per line: "Line #N", actor, dialog, 1x, play', async () => {
  renderAudioPage();
  expect(screen.getByText('Generating voice segments, please wait...')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Voice segments' });
  expect(screen.getByRole('heading', { level: 1, name: 'Audio Production' })).toBeInTheDocument();
  expect(
    screen.getByText('Preview, manage and fine-tune your generated voice segments'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Audio URLs' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Download All Audio' })).toBeEnabled();
  expect(screen.getByText(/played one by one or in sequence/)).toBeInTheDocument();
  const second = lineCard(2);
  expect(within(second).getByText('MARA')).toBeInTheDocument();
  expect(within(second).getByText('Every night for thirty years.')).toBeInTheDocument();
  expect(within(lineCard(1)).getByText('Narrator')).toBeInTheDocument();
  expect(speedOf(2)).toHaveDisplayValue('1x');
  expect(
    within(speedOf(2))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['0.5x', '1x', '1.5x', '2x']);
  expect(playButton(2)).toBeEnabled();
});

test('no lines: the empty message, and Retry reads them again', async () => {
  page.fake.setLines([]);
  const { user } = renderAudioPage();
  expect(
    await screen.findByText('No segments are available for display. Please retry.'),
  ).toBeInTheDocument();
  page.fake.setLines(SCRIPT());
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('list', { name: 'Voice segments' });
});

test('a failed list says so; Try Again reads it again', async () => {
  let fail = true;
  page.server.use(
    http.get(`${BASE}/scenes/document/doc-1/audio-urls`, () =>
      fail
        ? HttpResponse.json(failure(), { status: 500 })
        : HttpResponse.json(success({ audio_scenes: SCRIPT() })),
    ),
  );
  const { user } = renderAudioPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to fetch voice segments. Please try again.',
  );
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await screen.findByRole('list', { name: 'Voice segments' });
});

test('only one line plays at a time: starting another replaces it; toggling pauses', async () => {
  const { user } = await openAudioPage();
  await user.click(playButton(1));
  expect(page.media.plays).toEqual([{ element: player(), src: url('s1') }]);
  expect(playButton(1)).toHaveAccessibleName('Pause line 1');
  expect(lineCard(1)).toHaveAttribute('aria-current', 'true');

  await user.click(playButton(2));
  expect(page.media.plays[1]).toEqual({ element: player(), src: url('s2') });
  expect(playButton(1)).toHaveAccessibleName('Play line 1');
  expect(playButton(2)).toHaveAccessibleName('Pause line 2');
  expect(lineCard(1)).not.toHaveAttribute('aria-current');

  await user.click(playButton(2));
  expect(page.media.isPlaying(player())).toBe(false);
  expect(playButton(2)).toHaveAccessibleName('Play line 2');
  expect(document.querySelectorAll('audio')).toHaveLength(1);
});

test('in sequence the next line starts when one ends, and playing stops after the last', async () => {
  const { user } = await openAudioPage();
  await user.click(playButton(2));
  await page.media.end(player());
  await waitFor(() => expect(page.media.plays).toHaveLength(2));
  expect(page.media.plays[1].src).toBe(url('s3'));
  expect(playButton(3)).toHaveAccessibleName('Pause line 3');
  expect(screen.getByRole('progressbar', { name: 'Table read progress' })).toHaveAttribute(
    'aria-valuetext',
    'Line 3 of 3',
  );
  await page.media.end(player());
  await waitFor(() => expect(playButton(3)).toHaveAccessibleName('Play line 3'));
  expect(page.media.plays).toHaveLength(2);
  expect(screen.queryByRole('progressbar', { name: 'Table read progress' })).toBeNull();
});

test('with sequential play off, a line that ends just stops', async () => {
  const { user } = await openAudioPage();
  await user.click(screen.getByRole('checkbox', { name: 'Play in sequence' }));
  await user.click(playButton(1));
  await page.media.end(player());
  await waitFor(() => expect(playButton(1)).toHaveAccessibleName('Play line 1'));
  expect(page.media.plays).toHaveLength(1);
});

test('a failed line is passed over in sequence and shows its reason', async () => {
  page.fake.setLines([
    ...SCRIPT().slice(0, 2),
    line(2, 'TOBIAS', 'The lamp is out!', 'error'),
    line(3, 'MARA', 'Go!'),
  ]);
  const { user } = await openAudioPage();
  expect(within(lineCard(3)).getByRole('alert')).toHaveTextContent(
    'The voice engine gave up on this line.',
  );
  expect(playButton(3)).toBeDisabled();
  await user.click(playButton(2));
  await page.media.end(player());
  await waitFor(() => expect(page.media.plays).toHaveLength(2));
  expect(page.media.plays[1].src).toBe(url('s4'));
});

test('Play All starts at line 1; Space pauses and resumes', async () => {
  const { user } = await openAudioPage();
  await user.click(playButton(3));
  await user.click(screen.getByRole('button', { name: 'Play All' }));
  expect(page.media.plays.at(-1)!.src).toBe(url('s1'));
  (document.activeElement as HTMLElement).blur();
  await user.keyboard(' ');
  expect(playButton(1)).toHaveAccessibleName('Play line 1');
  await user.keyboard(' ');
  expect(playButton(1)).toHaveAccessibleName('Pause line 1');
  expect(page.media.plays.at(-1)!.src).toBe(url('s1'));
});

test('a speed fetches that line’s audio at that speed, which is what plays', async () => {
  const { user } = await openAudioPage();
  await user.selectOptions(speedOf(2), '2x');
  await waitFor(() => expect(speedOf(2)).toBeEnabled());
  expect(page.fake.calls.speeds).toEqual(['s2@2']);
  expect(speedOf(2)).toHaveDisplayValue('2x');
  await user.click(playButton(2));
  expect(page.media.plays[0].src).toBe(`${FILES}/s2-2x.mp3?sig=2`);
  // Changing the playing line's speed swaps its audio at once.
  await user.selectOptions(speedOf(2), '0.5x');
  await waitFor(() => expect(page.media.plays).toHaveLength(2));
  expect(page.media.plays[1].src).toBe(`${FILES}/s2-0.5x.mp3?sig=2`);
});

test('a failed speed change keeps the old speed and says why', async () => {
  page.server.use(
    http.get(`${BASE}/scenes/doc-1/generate-audio/:sceneId/:speed`, () =>
      HttpResponse.json(failure(), { status: 500 }),
    ),
  );
  const { user } = await openAudioPage();
  await user.selectOptions(speedOf(2), '1.5x');
  expect(await within(lineCard(2)).findByRole('alert')).toHaveTextContent(
    'Could not change the speed of this line. Please try again.',
  );
  expect(speedOf(2)).toHaveDisplayValue('1x');
});

test('Refresh Audio URLs reads the list again and puts every speed back to 1x', async () => {
  const { user } = await openAudioPage();
  await user.selectOptions(speedOf(1), '2x');
  await user.selectOptions(speedOf(3), '0.5x');
  await waitFor(() => expect(page.fake.calls.speeds).toHaveLength(2));
  await waitFor(() => expect(speedOf(3)).toBeEnabled());
  const before = page.fake.calls.urls;
  await user.click(screen.getByRole('button', { name: 'Refresh Audio URLs' }));
  await waitFor(() => expect(page.fake.calls.urls).toBe(before + 1));
  expect([speedOf(1), speedOf(2), speedOf(3)].map((s) => (s as HTMLSelectElement).value)).toEqual([
    '1',
    '1',
    '1',
  ]);
  await user.click(playButton(1));
  expect(page.media.plays[0].src).toBe(url('s1'));
});

test('a script whose audio was never generated says so and links to casting', async () => {
  page.fake.setLines(SCRIPT().map((l) => ({ ...l, status: 'pending' as const, audio_url: null })));
  page.server.use(
    http.get(`${BASE}/scenes/document/doc-1/audio-status`, () =>
      HttpResponse.json(
        success({
          overall_status: 'not_started',
          counts: { total: 3, pending: 3, processing: 0, completed: 0, error: 0 },
        }),
      ),
    ),
  );
  await openAudioPage();
  expect(
    await screen.findByText(/The audio for this script has not been generated yet/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Assign voices and generate it' })).toHaveAttribute(
    'href',
    '/dashboard/process/doc-1/assign-voice',
  );
  expect(screen.getByRole('button', { name: 'Download All Audio' })).toBeDisabled();
});
