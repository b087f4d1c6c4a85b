import { act, screen, within } from '@testing-library/react';

import type { AudioScene } from '@castmyscript/api/contract';
import { expectNoAxeViolations } from '@castmyscript/test-utils';

import { createAudioServer, FILES, line } from './audio-server';
import { lineCard, openAudioPage, playButton, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

/** Rehearse as a character on Audio Production, with a fresh store and MSW answering. */
const page = audioPageFixture({ lines: () => READ(), freshStorage: true });
// Each test walks a whole rehearsal through the page and runs axe over it: about 8 s alone, and
// 95 s for the file when every CI lane shares the two cores.
jest.setTimeout(120_000);

const heading = (index: number, words: string) => ({
  ...line(index, 'narrator', words),
  kind: 'scene_heading' as const,
});
/** Two scenes of lines `seconds` long; MARA says lines 2 and 4. */
const READ = (seconds = 2): AudioScene[] =>
  [
    heading(0, 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'),
    line(1, 'MARA', 'Every night for thirty years.'),
    line(2, 'TOBIAS', 'The lamp is out!'),
    line(3, 'MARA', 'Then light it.'),
    heading(4, 'INT. LAMP ROOM - CONTINUOUS'),
    line(5, 'TOBIAS', 'It will not catch.'),
  ].map((item) => ({ ...item, duration_s: seconds, pause_after_ms: 0 }));
const MARA = /s[24]\.mp3/;

const bar = () => screen.getByRole('region', { name: 'Player' });
const status = () => within(bar()).getByRole('status');
const played = () => page.media.plays.map((play) => play.src.replace(`${FILES}/`, ''));
const rehearsalAudio = () => document.querySelector<HTMLAudioElement>('audio.cms-rehearse-player')!;
/** Every source any audio element of the page was given, so MARA's would show if one were. */
const sources = () =>
  [...document.querySelectorAll('audio')].map((audio) => audio.getAttribute('src') ?? '');

const rehearseAsMara = async (user: Awaited<ReturnType<typeof openAudioPage>>['user']) => {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rehearse as' }), 'MARA');
};

test("as MARA: the others' lines play from the bar, hers wait for I said it or Space and are never given to an element", async () => {
  // Her lines last ten minutes here, so a wait never runs out on its own while a loaded machine
  // renders slowly (with two-second lines, CI once saw the read move past line 4 by itself).
  page.server.use(...createAudioServer(READ(600)).handlers);
  const { user } = await openAudioPage();
  await rehearseAsMara(user);
  expect(status()).toHaveTextContent('Rehearsing as MARA. Press Start rehearsal when ready.');
  await user.click(within(bar()).getByRole('button', { name: 'Start rehearsal' }));
  expect(played()).toEqual(['s1.mp3?sig=1']);
  expect(page.media.plays[0].element).toBe(rehearsalAudio());
  expect(status()).toHaveTextContent('Listening: line 1, Narrator.');
  expect(within(bar()).getByRole('button', { name: 'I said it' })).toHaveFocus();

  await page.media.end(rehearsalAudio());
  expect(status()).toHaveTextContent('Your line 2. Say it, then press Space or I said it.');
  expect(within(bar()).getByText(/Line 2 · MARA · Your line/)).toBeVisible();
  expect(within(bar()).getByText('Every night for thirty years.')).toBeVisible();
  expect(played()).toEqual(['s1.mp3?sig=1']);
  await expectNoAxeViolations();

  await user.click(within(bar()).getByRole('button', { name: 'I said it' }));
  expect(played()).toEqual(['s1.mp3?sig=1', 's3.mp3?sig=1']);
  await page.media.end(rehearsalAudio());
  expect(status()).toHaveTextContent('Your line 4.');
  // Space from anywhere but a control ends the wait.
  act(() => (document.activeElement as HTMLElement).blur());
  await user.keyboard(' ');
  expect(played()).toEqual(['s1.mp3?sig=1', 's3.mp3?sig=1', 's5.mp3?sig=1']);
  await page.media.end(rehearsalAudio());
  await page.media.end(rehearsalAudio());
  expect(status()).toHaveTextContent('Rehearsal finished.');
  expect(played()).toEqual(['s1.mp3?sig=1', 's3.mp3?sig=1', 's5.mp3?sig=1', 's6.mp3?sig=1']);
  expect(sources().filter((src) => MARA.test(src))).toEqual([]);
  expect(page.media.plays.every((play) => play.element === rehearsalAudio())).toBe(true);
});

test('hide my lines: first letters in the bar until tapped; the wait lasts the line’s audio at the bar’s speed', async () => {
  jest.useFakeTimers();
  try {
    const { user } = await openAudioPage({ advanceTimers: jest.advanceTimersByTime });
    await rehearseAsMara(user);
    await user.click(screen.getByRole('checkbox', { name: 'Hide my lines' }));
    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Playback speed' }), '2');
    await user.click(within(bar()).getByRole('button', { name: 'Start rehearsal' }));
    expect(rehearsalAudio().playbackRate).toBe(2);
    await page.media.end(rehearsalAudio());
    const words = within(bar()).getByRole('button', { name: /^Show line 2/ });
    expect(words).toHaveTextContent('E n f t y.');
    expect(words).toHaveAttribute('aria-expanded', 'false');
    await user.click(words);
    expect(words).toHaveTextContent('Every night for thirty years.');
    // Line 2's audio is 2 s long: at 2x MARA has 1 s, then the read goes on by itself.
    act(() => jest.advanceTimersByTime(999));
    expect(status()).toHaveTextContent('Your line 2.');
    act(() => jest.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Listening: line 3, TOBIAS.');
    expect(played()).toEqual(['s1.mp3?sig=1', 's3.mp3?sig=1']);
  } finally {
    jest.useRealTimers();
  }
});

test('choosing nobody, or playing a line from its card, gives the screen its normal player back', async () => {
  const { user } = await openAudioPage();
  await rehearseAsMara(user);
  await user.click(within(bar()).getByRole('button', { name: 'Start rehearsal' }));
  await user.click(within(bar()).getByRole('button', { name: 'Stop rehearsal' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Rehearse as' }),
    'Nobody (just listen)',
  );
  expect(within(bar()).queryByRole('status')).toBeNull();
  await user.click(within(bar()).getByRole('button', { name: 'Play' }));
  expect(page.media.plays.at(-1)).toEqual({ element: player(), src: `${FILES}/s1.mp3?sig=1` });
  await page.media.end(player());
  // Normal playback plays MARA's line too.
  expect(played().at(-1)).toBe('s2.mp3?sig=1');

  await rehearseAsMara(user);
  expect(page.media.isPlaying(player())).toBe(false);
  await user.click(within(bar()).getByRole('button', { name: 'Start rehearsal' }));
  await user.click(playButton(3));
  expect(page.media.plays.at(-1)).toEqual({ element: player(), src: `${FILES}/s3.mp3?sig=1` });
  expect(page.media.isPlaying(rehearsalAudio())).toBe(false);
  expect(screen.getByRole('combobox', { name: 'Rehearse as' })).toHaveValue('');
  expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectNoAxeViolations();
});

test('hide my lines: while the read runs, her lines on the page are first letters too, each tapped to reveal; full words again once it stops', async () => {
  // Ten-minute lines, so the wait at line 2 cannot run out while a loaded machine renders.
  page.server.use(...createAudioServer(READ(600)).handlers);
  const { user } = await openAudioPage();
  await rehearseAsMara(user);
  await user.click(screen.getByRole('checkbox', { name: 'Hide my lines' }));
  // Chosen but not started: the page still shows her words.
  expect(within(lineCard(2)).getByText('Every night for thirty years.')).toBeVisible();

  await user.click(within(bar()).getByRole('button', { name: 'Start rehearsal' }));
  await page.media.end(rehearsalAudio());
  expect(status()).toHaveTextContent('Your line 2.');
  const words = within(lineCard(2)).getByRole('button', { name: /^Show line 2/ });
  expect(words).toHaveTextContent('E n f t y.');
  expect(words).toHaveAttribute('aria-expanded', 'false');
  expect(within(lineCard(4)).getByRole('button', { name: /^Show line 4/ })).toHaveTextContent(
    'T l i.',
  );
  expect(within(lineCard(2)).queryByText(/thirty/)).toBeNull();
  expect(within(lineCard(4)).queryByText(/light it/)).toBeNull();
  // The others' lines keep their words.
  expect(within(lineCard(3)).getByText('The lamp is out!')).toBeVisible();
  expect(within(lineCard(3)).queryByRole('button', { name: /^Show line/ })).toBeNull();
  await expectNoAxeViolations();

  await user.click(words);
  expect(words).toHaveTextContent('Every night for thirty years.');
  expect(words).toHaveAttribute('aria-expanded', 'true');
  // Revealing one line leaves the other hidden.
  expect(within(lineCard(4)).getByRole('button', { name: /^Show line 4/ })).toHaveTextContent(
    'T l i.',
  );

  await user.click(within(bar()).getByRole('button', { name: 'Stop rehearsal' }));
  expect(within(lineCard(2)).queryByRole('button', { name: /^Show line/ })).toBeNull();
  expect(within(lineCard(2)).getByText('Every night for thirty years.')).toBeVisible();
  expect(within(lineCard(4)).getByText('Then light it.')).toBeVisible();
});

test('rehearse from here: a card starts the read at its line, also while it runs, and Start rehearsal (or Space) starts there again', async () => {
  page.server.use(...createAudioServer(READ(600)).handlers);
  const { user } = await openAudioPage();
  // Just listening, the cards offer no rehearsal.
  expect(screen.queryByRole('button', { name: /^Rehearse from here/ })).toBeNull();
  await rehearseAsMara(user);
  await user.click(within(lineCard(3)).getByRole('button', { name: 'Rehearse from here, line 3' }));
  expect(played()).toEqual(['s3.mp3?sig=1']);
  expect(status()).toHaveTextContent('Listening: line 3, TOBIAS.');
  const saidIt = () => within(bar()).getByRole('button', { name: 'I said it' });
  expect(saidIt()).toHaveFocus();
  await page.media.end(rehearsalAudio());
  expect(status()).toHaveTextContent('Your line 4.');

  // From another card while the read runs: it goes back there, and Space is right there again.
  await user.click(within(lineCard(2)).getByRole('button', { name: 'Rehearse from here, line 2' }));
  expect(status()).toHaveTextContent('Your line 2.');
  expect(saidIt()).toHaveFocus();
  expect(played()).toEqual(['s3.mp3?sig=1']);

  await user.click(within(bar()).getByRole('button', { name: 'Stop rehearsal' }));
  expect(status()).toHaveTextContent(
    'Rehearsing as MARA from line 2. Press Start rehearsal when ready.',
  );
  act(() => (document.activeElement as HTMLElement).blur());
  await user.keyboard(' ');
  expect(status()).toHaveTextContent('Your line 2.');
  expect(saidIt()).toHaveFocus();
  await user.click(saidIt());
  expect(played()).toEqual(['s3.mp3?sig=1', 's3.mp3?sig=1']);
  await expectNoAxeViolations();
});

test('the line the page’s player is on is where Start rehearsal begins', async () => {
  page.server.use(...createAudioServer(READ(600)).handlers);
  const { user } = await openAudioPage();
  await user.click(playButton(5));
  await user.click(playButton(5));
  await rehearseAsMara(user);
  expect(status()).toHaveTextContent(
    'Rehearsing as MARA from line 5. Press Start rehearsal when ready.',
  );
  await user.click(within(bar()).getByRole('button', { name: 'Start rehearsal' }));
  expect(played().slice(-1)).toEqual(['s5.mp3?sig=1']);
  expect(page.media.plays.at(-1)?.element).toBe(rehearsalAudio());
  expect(status()).toHaveTextContent('Listening: line 5, Narrator.');
});
