import { act, screen, within } from '@testing-library/react';

import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import Listen from '../../../expose/Listen';
import { mockMedia } from '../../voices/__tests__/media-mock';
import { createSharedServer, FILES } from './listen-fixtures';

const server = setupMswServer();
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  server.use(...createSharedServer().handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

const open = () => renderPage(<Listen />, { path: '/listen/tok-1', route: '/listen/:token' });
const lineItem = (n: number) => screen.getByRole('listitem', { name: `Line ${n}` });
const played = () => media.plays.map((play) => play.src.replace(`${FILES}/`, ''));
/** The audio the page's elements hold, so a line's audio that was never fetched is shown so. */
const sources = () => [...document.querySelectorAll('audio')].map((a) => a.getAttribute('src'));
const rehearsalAudio = () => document.querySelectorAll('audio')[1];

const rehearseAs = async (user: ReturnType<typeof open>['user'], name: string) => {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Rehearse as' }), name);
};

test("as MARA: the others' lines play, hers wait for Next or Space and are never given to an element", async () => {
  const { user } = open();
  await rehearseAs(user, 'MARA');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Rehearsing as MARA. Press Start rehearsal when ready.',
  );
  expect(within(lineItem(2)).getByText('Your line')).toBeVisible();
  expect(within(lineItem(2)).queryByRole('button', { name: /^Play/ })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Start rehearsal' }));
  expect(played()).toEqual(['s1.mp3?sig=1']);
  expect(screen.getByRole('status')).toHaveTextContent('Listening: line 1, Narrator.');
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

  await media.end(rehearsalAudio());
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your line 2. Say it, then press Space or Next.',
  );
  expect(lineItem(2)).toHaveAttribute('aria-current', 'true');
  expect(within(lineItem(2)).getByText('Your turn')).toBeVisible();
  expect(played()).toEqual(['s1.mp3?sig=1']);

  // Space from anywhere but a control ends the wait.
  act(() => (document.activeElement as HTMLElement).blur());
  await user.keyboard(' ');
  expect(played()).toEqual(['s1.mp3?sig=1', 's3.mp3?sig=1']);
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  await next();
  await next();
  await next();
  expect(screen.getByRole('status')).toHaveTextContent('Your line 6.');
  await next();
  expect(screen.getByRole('status')).toHaveTextContent('Rehearsal finished.');
  expect(played()).toEqual(['s1.mp3?sig=1', 's3.mp3?sig=1', 's4.mp3?sig=1', 's5.mp3?sig=1']);
  expect(sources().filter((src) => /s[26]\.mp3/.test(src ?? ''))).toEqual([]);
});

test('cue only plays just the line before each of TOM’s, and looping the scene starts it again', async () => {
  const { user } = open();
  await rehearseAs(user, 'TOM');
  await user.click(screen.getByRole('checkbox', { name: 'Cue only' }));
  await user.click(screen.getByRole('button', { name: 'Start rehearsal' }));
  expect(played()).toEqual(['s3.mp3?sig=1']);
  await media.end(rehearsalAudio());
  expect(screen.getByRole('status')).toHaveTextContent('Your line 4.');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('status')).toHaveTextContent('Rehearsal finished.');
  expect(played()).toEqual(['s3.mp3?sig=1']);

  await user.click(screen.getByRole('checkbox', { name: 'Loop the scene' }));
  await user.click(screen.getByRole('button', { name: /Play from EXT\. CLIFF/ }));
  await media.end(rehearsalAudio());
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(played()).toEqual(['s3.mp3?sig=1', 's3.mp3?sig=1', 's3.mp3?sig=1']);
  expect(screen.getByRole('status')).toHaveTextContent('Listening: line 3, Narrator.');
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(screen.getByRole('button', { name: 'Start rehearsal' })).toBeVisible();
});

test('hide my lines shows first letters until the line is tapped', async () => {
  const { user } = open();
  await rehearseAs(user, 'MARA');
  await user.click(screen.getByRole('checkbox', { name: 'Hide my lines' }));
  const words = within(lineItem(2)).getByRole('button', { name: /^Show line 2/ });
  expect(words).toHaveTextContent('E n f t y.');
  expect(words).toHaveAttribute('aria-expanded', 'false');
  expect(within(lineItem(4)).getByText('You kept it burning.')).toBeVisible();
  await user.click(words);
  expect(words).toHaveTextContent('Every night for thirty years.');
  expect(words).toHaveAttribute('aria-expanded', 'true');
});

test('the wait lasts the line’s audio at the chosen speed, then the read goes on by itself', async () => {
  jest.useFakeTimers();
  try {
    const { user } = renderPage(<Listen />, {
      path: '/listen/tok-1',
      route: '/listen/:token',
      advanceTimers: jest.advanceTimersByTime,
    });
    await rehearseAs(user, 'MARA');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '2');
    await user.click(screen.getByRole('button', { name: 'Start rehearsal' }));
    await media.end(rehearsalAudio());
    // Line 2's audio is 2 s long: at 2x the actor has 1 s.
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Your line 2.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Listening: line 3, Narrator.');
    expect(rehearsalAudio().playbackRate).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});
