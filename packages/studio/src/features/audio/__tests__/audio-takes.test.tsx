import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AudioScene, Take } from '@castmyscript/api/contract';
import { BASE, failure, setupMswServer, success } from '@castmyscript/test-utils';

import { createAudioServer, FILES, SCRIPT } from './audio-server';
import { lineCard, openAudioPage } from './render-audio-page';

/** A line's takes on Audio Production — the mark, the list, A/B, use and revert. */
const server = setupMswServer();
let fake: ReturnType<typeof createAudioServer>;
let takes: Take[];

// v-gone is a take's voice no longer in the catalogue: said by its id.
const VOICES = [
  { voice_id: 'v-ada', name: 'Ada', gender: 'female', age: 'young', accent: 'British' },
  { voice_id: 'v-bram', name: 'Bram', gender: 'male', age: 'old', accent: 'American' },
].map((v) => ({ ...v, preview_url: null }));

const take = (id: string, voice: string, speed: number, inUse = false): Take => ({
  _id: id,
  created_at: '2026-11-28T10:00:00.000Z',
  voice_id: voice,
  speed,
  pitch: 0,
  text: 'Every night for thirty years.',
  audio_url: `${FILES}/${id}.mp3?sig=1`,
  in_use: inUse,
});

const withTake = (lines: AudioScene[], voice: string | null): AudioScene[] =>
  lines.map((l) =>
    l.scene_id === 's2'
      ? { ...l, take: voice ? { voice_id: voice, speed: 1.5, pitch: 0 } : null }
      : l,
  );

beforeEach(() => {
  takes = [take('t2', 'v-bram', 1.5, true), take('t1', 'v-ada', 0.8)];
  fake = createAudioServer(withTake(SCRIPT(), 'v-bram'));
  server.use(
    ...fake.handlers,
    http.get(`${BASE}/scenes/s2/takes`, () => HttpResponse.json(success({ takes }))),
    http.get(`${BASE}/scenes/s1/takes`, () => HttpResponse.json(success({ takes: [] }))),
    http.get(`${BASE}/voices/`, () => HttpResponse.json(success({ voices: VOICES }))),
  );
});

const openTakes = async (n: number) => {
  const view = await openAudioPage();
  await view.user.click(within(lineCard(n)).getByRole('button', { name: `Takes of line ${n}` }));
  return view;
};

test('the line marks its take by voice name and lists the takes newest first by voice name; A/B plays two in turn', async () => {
  takes.push(take('t0', 'v-gone', 1));
  // Line 3 plays a take in a voice gone from the catalogue: said by its id, as in the list.
  fake.setLines(
    fake
      .lines()
      .map((l) =>
        l.scene_id === 's3' ? { ...l, take: { voice_id: 'v-gone', speed: 1, pitch: -2 } } : l,
      ),
  );
  const { user } = await openTakes(2);
  const mark = await within(lineCard(2)).findByText(/Take in use: Bram, speed 1.5, pitch 0/);
  expect(mark).toBeVisible();
  expect(mark).not.toHaveTextContent('v-bram');
  expect(within(lineCard(3)).getByText(/Take in use: v-gone, speed 1, pitch -2/)).toBeVisible();
  expect(within(lineCard(1)).queryByText(/Take in use/)).toBeNull();
  const list = await screen.findByRole('region', { name: 'Takes of line 2' });
  const rows = within(list).getAllByRole('listitem');
  await waitFor(() => expect(rows[0]).toHaveTextContent('Bram, speed 1.5'));
  expect(rows[0]).toHaveTextContent('In use');
  expect(rows[1]).toHaveTextContent('Ada, speed 0.8');
  expect(rows[2]).toHaveTextContent('v-gone, speed 1');
  expect(within(list).getByRole('button', { name: /^Play take Ada, speed 0.8/ })).toBeVisible();
  await user.click(within(rows[2]).getByRole('checkbox'));

  const ab = within(list).getByRole('button', { name: 'Play A/B' });
  expect(ab).toBeDisabled();
  for (const box of within(list).getAllByRole('checkbox').slice(0, 2)) await user.click(box);
  expect(rows[0]).toHaveTextContent(/^A ·/);
  expect(rows[1]).toHaveTextContent(/^B ·/);
  expect(rows[2]).not.toHaveTextContent(/^[AB] ·/);
  await user.click(ab);
  const el = list.querySelector<HTMLAudioElement>('audio')!;
  expect(el.src).toBe(`${FILES}/t2.mp3?sig=1`);
  el.dispatchEvent(new Event('ended'));
  await waitFor(() => expect(el.src).toBe(`${FILES}/t1.mp3?sig=1`));
});

test('the A/B switch plays the other take and says which one is heard', async () => {
  const { user } = await openTakes(2);
  const list = await screen.findByRole('region', { name: 'Takes of line 2' });
  expect(within(list).queryByRole('button', { name: /^Switch to/ })).toBeNull();
  for (const box of within(list).getAllByRole('checkbox')) await user.click(box);
  const toggle = within(list).getByRole('button', { name: 'Switch to B' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(within(list).getByRole('button', { name: 'Play A/B' }));
  const el = list.querySelector<HTMLAudioElement>('audio')!;

  await user.click(toggle);
  expect(el.src).toBe(`${FILES}/t1.mp3?sig=1`);
  expect(el).toHaveAttribute('data-playing', 't1');
  const back = within(list).getByRole('button', { name: 'Switch to A' });
  expect(back).toHaveAttribute('aria-pressed', 'true');
  await user.click(back);
  expect(el.src).toBe(`${FILES}/t2.mp3?sig=1`);
  expect(within(list).getByRole('button', { name: 'Switch to B' })).toBeVisible();
});

test('a line without takes says so', async () => {
  await openTakes(1);
  expect(await screen.findByText('No other takes yet')).toBeVisible();
});

test('the list that fails to load shows the server message and Try again', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/scenes/s2/takes`, () =>
      fail
        ? HttpResponse.json(failure('Take store unavailable.'), { status: 500 })
        : HttpResponse.json(success({ takes })),
    ),
  );
  const { user } = await openTakes(2);
  expect(await screen.findByText('Take store unavailable.')).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Takes of line 2' })).toBeVisible();
});

test('Use this take and Back to the cast voice change the line; a refusal is shown', async () => {
  const used: string[] = [];
  server.use(
    http.post(`${BASE}/scenes/s2/takes/:takeId/use`, ({ params }) => {
      used.push(params.takeId as string);
      takes = takes.map((t) => ({ ...t, in_use: t._id === params.takeId }));
      fake.setLines(withTake(fake.lines(), 'v-ada'));
      return HttpResponse.json(success(fake.lines()[1]));
    }),
    http.delete(`${BASE}/scenes/s2/take`, () =>
      HttpResponse.json(failure('Take not found.'), { status: 404 }),
    ),
  );
  const { user } = await openTakes(2);
  const list = await screen.findByRole('region', { name: 'Takes of line 2' });
  await user.click(within(list).getByRole('button', { name: 'Use this take' }));
  expect(used).toEqual(['t1']);
  await waitFor(() =>
    expect(within(lineCard(2)).getByText(/Take in use: Ada, speed 1.5/)).toBeVisible(),
  );
  await user.click(within(list).getByRole('button', { name: 'Back to the cast voice' }));
  expect(await within(list).findByRole('alert')).toHaveTextContent('Take not found.');

  server.use(
    http.delete(`${BASE}/scenes/s2/take`, () => {
      takes = takes.map((t) => ({ ...t, in_use: false }));
      fake.setLines(withTake(fake.lines(), null));
      return HttpResponse.json(success(fake.lines()[1]));
    }),
  );
  await user.click(within(list).getByRole('button', { name: 'Back to the cast voice' }));
  await waitFor(() => expect(within(lineCard(2)).queryByText(/Take in use/)).toBeNull());
});
