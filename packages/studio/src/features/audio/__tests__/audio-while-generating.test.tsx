import { act, screen, waitFor, within } from '@testing-library/react';

import { FILES, line, SCRIPT } from './audio-server';
import { lineCard, openAudioPage, playButton, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

const generating = () => [
  ...SCRIPT().slice(0, 2),
  line(2, 'TOBIAS', 'The lamp is out!', 'processing'),
];

// Registered before the fixture, so the clock is fake before the page's stand-ins are made.
beforeEach(() => {
  jest.useFakeTimers({
    advanceTimers: false,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
});
afterEach(() => jest.useRealTimers());
const page = audioPageFixture({ lines: generating });

const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const open = () => openAudioPage({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

test('a line still being generated says so, then becomes playable after the next poll', async () => {
  await open();
  expect(within(lineCard(3)).getByText('Generating…')).toBeInTheDocument();
  expect(playButton(3)).toBeDisabled();
  expect(screen.getByRole('heading', { name: 'Audio Generation Progress' })).toBeInTheDocument();
  const urlsBefore = page.fake.calls.urls;

  // Nothing changed yet: the status is read every 3 s, the lines are not.
  await later(3_000);
  await waitFor(() => expect(page.fake.calls.status).toBe(2));
  expect(page.fake.calls.urls).toBe(urlsBefore);

  page.fake.setLines(SCRIPT());
  await later(3_000);
  await waitFor(() => expect(playButton(3)).toBeEnabled());
  expect(page.fake.calls.urls).toBe(urlsBefore + 1);
  expect(within(lineCard(3)).queryByText('Generating…')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Audio Generation Progress' })).toBeNull();

  // Completed: the polling stops.
  const reads = page.fake.calls.status;
  await later(15_000);
  expect(page.fake.calls.status).toBe(reads);
});

test('sequential play waits for a line still being generated and starts it when ready', async () => {
  const { user } = await open();
  await user.click(playButton(2));
  await page.media.end(player());
  expect(within(lineCard(3)).getByText('Plays when ready')).toBeInTheDocument();
  expect(lineCard(3)).toHaveAttribute('aria-current', 'true');
  expect(page.media.plays).toHaveLength(1);

  page.fake.setLines(SCRIPT());
  await later(3_000);
  await waitFor(() => expect(page.media.plays).toHaveLength(2));
  expect(page.media.plays[1].src).toBe(`${FILES}/s3.mp3?sig=1`);
  expect(playButton(3)).toHaveAccessibleName('Pause line 3');
});

test('leaving the screen stops the polling and the sound', async () => {
  const { user, unmount } = await open();
  await user.click(playButton(1));
  const element = player();
  unmount();
  expect(page.media.isPlaying(element)).toBe(false);
  const reads = page.fake.calls.status;
  await later(15_000);
  expect(page.fake.calls.status).toBe(reads);
});
