import { act, screen, within } from '@testing-library/react';

import type { AudioScene } from '@castmyscript/api/contract';

import { FILES, line } from './audio-server';
import { openAudioPage, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

/** Audio Production on a phone's lock screen and a headset's buttons (the Media Session API). */
const page = audioPageFixture({ lines: () => READ(), freshStorage: true });

type Handler = (details: { seekTime?: number }) => void;
type Shown = { title: string; artist: string; album: string };

/** jsdom has no Media Session: a stand-in holding what the page set, whose buttons a test presses. */
const lockScreen = () => {
  const handlers = new Map<string, Handler | null>();
  const session = {
    metadata: null as Shown | null,
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

const READ = (): AudioScene[] => [
  { ...line(0, 'narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'), kind: 'scene_heading' },
  line(1, 'MARA', 'Every night for thirty years.'),
  line(2, 'TOBIAS', 'The lamp is out!'),
];

let phone: ReturnType<typeof lockScreen>;
beforeEach(() => {
  phone = lockScreen();
});
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).mediaSession;
  delete (globalThis as Record<string, unknown>).MediaMetadata;
});

const bar = () => screen.getByRole('region', { name: 'Player' });
const played = () => page.media.plays.map((play) => play.src.replace(`${FILES}/`, ''));

test('the lock screen shows the line (speaker and words) with the script’s title, and its buttons drive the player', async () => {
  const { user } = await openAudioPage();
  expect(phone.session.metadata).toBeNull();
  await user.click(within(bar()).getByRole('button', { name: 'Play All' }));
  expect(phone.session.metadata).toEqual({
    title: 'Narrator: EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    artist: 'Narrator',
    album: 'The Lamp',
  });
  expect(phone.session.playbackState).toBe('playing');

  await phone.press('nexttrack');
  expect(phone.session.metadata).toEqual({
    title: 'MARA: Every night for thirty years.',
    artist: 'MARA',
    album: 'The Lamp',
  });
  await phone.press('nexttrack');
  await phone.press('previoustrack');
  expect(played()).toEqual(['s1', 's2', 's3', 's2'].map((id) => `${id}.mp3?sig=1`));
  expect(within(bar()).getByText(/^Line 2 · MARA/)).toBeInTheDocument();

  await phone.press('pause');
  expect(page.media.isPlaying(player())).toBe(false);
  expect(phone.session.playbackState).toBe('paused');
  expect(within(bar()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  await phone.press('seekto', { seekTime: 1.25 });
  expect(player().currentTime).toBe(1.25);

  await phone.press('play');
  expect(page.media.isPlaying(player())).toBe(true);
  expect(played().at(-1)).toBe('s2.mp3?sig=1');
  expect(phone.session.playbackState).toBe('playing');
  // Play while playing, and pause twice, change nothing more.
  await phone.press('play');
  expect(page.media.isPlaying(player())).toBe(true);
  expect(page.media.plays).toHaveLength(5);
});

test('leaving the screen takes its controls off the lock screen', async () => {
  const { user, unmount } = await openAudioPage();
  await user.click(within(bar()).getByRole('button', { name: 'Play All' }));
  expect(phone.session.metadata).not.toBeNull();
  unmount();
  expect(phone.session.metadata).toBeNull();
  expect([...phone.handlers.values()].every((handler) => handler === null)).toBe(true);
});
