import { act, screen } from '@testing-library/react';

import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import Listen from '../../../expose/Listen';
import { mockMedia } from '../../voices/__tests__/media-mock';
import { createSharedServer, FILES } from './listen-fixtures';

const server = setupMswServer();
let media: ReturnType<typeof mockMedia>;

type Handler = (details: { seekTime?: number }) => void;
/**
 * jsdom has no Media Session: this stands in for the browser's, holding what the page set, so
 * the test can press the lock screen's buttons. (In Chromium the e2e reads the real one.)
 */
const lockScreen = () => {
  const handlers = new Map<string, Handler | null>();
  const session = {
    metadata: null as { title: string; artist: string } | null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: Handler | null) => handlers.set(action, handler),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  (globalThis as Record<string, unknown>).MediaMetadata = class {
    constructor(init: object) {
      Object.assign(this, init);
    }
  };
  const press = (action: string, details = {}) => act(() => handlers.get(action)?.(details));
  return { session, press, handlers };
};

let screenLock: ReturnType<typeof lockScreen>;
beforeEach(() => {
  server.use(...createSharedServer().handlers);
  media = mockMedia();
  screenLock = lockScreen();
  window.localStorage.clear();
});
afterEach(() => {
  media.restore();
  delete (navigator as unknown as Record<string, unknown>).mediaSession;
});

const open = () => renderPage(<Listen />, { path: '/listen/tok-1', route: '/listen/:token' });
const player = () => document.querySelector('audio')!;
const played = () => media.plays.map((play) => play.src.replace(`${FILES}/`, ''));

test('the lock screen shows the read and the speaker, and its buttons drive the one element', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Play All' }));
  expect(screenLock.session.metadata).toMatchObject({
    title: 'The Lighthouse',
    artist: 'Narrator',
  });
  expect(screenLock.session.playbackState).toBe('playing');

  await screenLock.press('nexttrack');
  expect(screenLock.session.metadata).toMatchObject({ artist: 'MARA' });
  await screenLock.press('nexttrack');
  await screenLock.press('previoustrack');
  expect(played()).toEqual(['s1.mp3?sig=1', 's2.mp3?sig=1', 's3.mp3?sig=1', 's2.mp3?sig=1']);
  expect(new Set(media.plays.map((play) => play.element))).toEqual(new Set([player()]));

  await screenLock.press('pause');
  expect(screenLock.session.playbackState).toBe('paused');
  await screenLock.press('seekto', { seekTime: 1.25 });
  expect(player().currentTime).toBe(1.25);
  await screenLock.press('play');
  expect(played().at(-1)).toBe('s2.mp3?sig=1');
  expect(screenLock.session.playbackState).toBe('playing');
});

test('the place the listener stopped is kept per link and offered back as Resume', async () => {
  const first = open();
  await first.user.click(await screen.findByRole('button', { name: 'Play line 4' }));
  player().currentTime = 1.5;
  await act(async () => player().pause());
  expect(JSON.parse(window.localStorage.getItem('castmyscript:listen-position:tok-1')!)).toEqual({
    line: 's4',
    seconds: 1.5,
  });
  first.unmount();

  const { user } = open();
  const resume = await screen.findByRole('button', { name: 'Resume from line 4 at 0:02' });
  await user.click(resume);
  expect(played().at(-1)).toBe('s4.mp3?sig=1');
  expect(player().currentTime).toBe(1.5);
  expect(screen.queryByRole('button', { name: /^Resume/ })).toBeNull();
  expect(window.localStorage.getItem('castmyscript:listen-position:tok-2')).toBeNull();
});
