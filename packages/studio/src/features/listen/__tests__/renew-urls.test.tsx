import { act, screen, waitFor } from '@testing-library/react';

import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import Listen from '../../../expose/Listen';
import { mockMedia } from '../../voices/__tests__/media-mock';
import { createSharedServer, FILES, READ } from './listen-fixtures';

const server = setupMswServer();
let media: ReturnType<typeof mockMedia>;
beforeEach(() => {
  media = mockMedia();
});
afterEach(() => {
  media.restore();
  jest.useRealTimers();
});

test('a minute before the audio URLs expire the read is fetched again and the new URLs play', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const fake = createSharedServer();
  server.use(...fake.handlers);
  const soon = new Date(Date.now() + 10 * 60_000).toISOString();
  fake.setRead(READ({ urls_expire_at: soon }));
  const { user } = renderPage(<Listen />, { path: '/listen/tok-1', route: '/listen/:token' });
  await screen.findByRole('heading', { name: 'The Lighthouse' });
  expect(fake.reads()).toBe(1);

  const renewed = READ({ urls_expire_at: new Date(Date.now() + 20 * 60_000).toISOString() });
  renewed.lines = renewed.lines.map((l) => ({ ...l, audio_url: `${l.audio_url}&renewed=1` }));
  fake.setRead(renewed);
  await act(async () => {
    jest.advanceTimersByTime(8 * 60_000);
  });
  expect(fake.reads()).toBe(1);
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  await waitFor(() => expect(fake.reads()).toBe(2));
  await user.click(screen.getByRole('button', { name: 'Play line 2' }));
  expect(media.plays.at(-1)?.src).toBe(`${FILES}/s2.mp3?sig=1&renewed=1`);
});
