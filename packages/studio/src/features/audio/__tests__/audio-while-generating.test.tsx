import { act, screen, waitFor, within } from '@testing-library/react';

import { setupMswServer } from '@castmyscript/test-utils';

import { mockMedia } from '../../voices/__tests__/media-mock';
import { createAudioServer, FILES, line, SCRIPT } from './audio-server';
import { lineCard, openAudioPage, playButton, player } from './render-audio-page';

const server = setupMswServer();
let fake: ReturnType<typeof createAudioServer>;
let media: ReturnType<typeof mockMedia>;

const generating = () => [
  ...SCRIPT().slice(0, 2),
  line(2, 'TOBIAS', 'The lamp is out!', 'processing'),
];

beforeEach(() => {
  jest.useFakeTimers({
    advanceTimers: false,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
  fake = createAudioServer(generating());
  server.use(...fake.handlers);
  media = mockMedia();
});
afterEach(() => {
  media.restore();
  jest.useRealTimers();
});

const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const open = () => openAudioPage({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

test('a line still being generated says so, then becomes playable after the next poll', async () => {
  await open();
  expect(within(lineCard(3)).getByText('Generating…')).toBeInTheDocument();
  expect(playButton(3)).toBeDisabled();
  expect(screen.getByRole('heading', { name: 'Audio Generation Progress' })).toBeInTheDocument();
  const urlsBefore = fake.calls.urls;

  // Nothing changed yet: the status is read every 3 s, the lines are not.
  await later(3_000);
  await waitFor(() => expect(fake.calls.status).toBe(2));
  expect(fake.calls.urls).toBe(urlsBefore);

  fake.setLines(SCRIPT());
  await later(3_000);
  await waitFor(() => expect(playButton(3)).toBeEnabled());
  expect(fake.calls.urls).toBe(urlsBefore + 1);
  expect(within(lineCard(3)).queryByText('Generating…')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Audio Generation Progress' })).toBeNull();

  // Completed: the polling stops.
  const reads = fake.calls.status;
  await later(15_000);
  expect(fake.calls.status).toBe(reads);
});

test('sequential play waits for a line still being generated and starts it when ready', async () => {
  const { user } = await open();
  await user.click(playButton(2));
  await media.end(player());
  expect(within(lineCard(3)).getByText('Plays when ready')).toBeInTheDocument();
  expect(lineCard(3)).toHaveAttribute('aria-current', 'true');
  expect(media.plays).toHaveLength(1);

  fake.setLines(SCRIPT());
  await later(3_000);
  await waitFor(() => expect(media.plays).toHaveLength(2));
  expect(media.plays[1].src).toBe(`${FILES}/s3.mp3?sig=1`);
  expect(playButton(3)).toHaveAccessibleName('Pause line 3');
});

test('leaving the screen stops the polling and the sound', async () => {
  const { user, unmount } = await open();
  await user.click(playButton(1));
  const element = player();
  unmount();
  expect(media.isPlaying(element)).toBe(false);
  const reads = fake.calls.status;
  await later(15_000);
  expect(fake.calls.status).toBe(reads);
});
