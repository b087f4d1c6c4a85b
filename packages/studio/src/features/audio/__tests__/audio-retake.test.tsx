import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { type AudioScene, type RetakeBody, TAKE_MESSAGES } from '@castmyscript/api/contract';
import { BASE, failure, setupMswServer, success } from '@castmyscript/test-utils';

import { createAudioServer, line, SCRIPT } from './audio-server';
import { lineCard, openAudioPage } from './render-audio-page';

/** One line, another take: the form on a segment card re-voices that line only. */
const server = setupMswServer();
let fake: ReturnType<typeof createAudioServer>;
let sent: { lineId: string; body: RetakeBody }[];

const VOICES = [
  {
    voice_id: 'v-ada',
    name: 'Ada',
    gender: 'female',
    age: 'young',
    accent: 'British',
    preview_url: null,
  },
  {
    voice_id: 'v-bram',
    name: 'Bram',
    gender: 'male',
    age: 'old',
    accent: 'American',
    preview_url: null,
  },
];

const retakeAnswers = (status = 200, message?: string) =>
  http.post(`${BASE}/scenes/document/doc-1/retake/:sceneId`, async ({ params, request }) => {
    const lineId = params.sceneId as string;
    const body = (await request.json()) as RetakeBody;
    sent.push({ lineId, body });
    if (status !== 200) return HttpResponse.json(failure(message), { status });
    // The server keeps the take on the line: the list reads it from now on.
    const next = fake.lines().map((l): AudioScene =>
      l.scene_id === lineId
        ? {
            ...l,
            dialog: body.text ?? l.dialog,
            take: {
              voice_id: body.voice_id ?? null,
              speed: body.speed ?? 1,
              pitch: body.pitch ?? 0,
            },
          }
        : l,
    );
    fake.setLines(next);
    return HttpResponse.json(success(next.find((l) => l.scene_id === lineId)));
  });

beforeEach(() => {
  sent = [];
  fake = createAudioServer();
  server.use(
    ...fake.handlers,
    http.get(`${BASE}/voices/`, () => HttpResponse.json(success({ voices: VOICES }))),
  );
});

const openTake = async (n: number) => {
  const view = await openAudioPage();
  await view.user.click(
    within(lineCard(n)).getByRole('button', { name: `Another take of line ${n}` }),
  );
  const form = await screen.findByRole('form', { name: `Another take of line ${n}` });
  await within(form).findByRole('option', { name: /^Bram/ });
  return { ...view, form };
};

test('another voice, pitch and words: only what changed is sent, and the line plays the new take', async () => {
  server.use(retakeAnswers());
  const { user, form } = await openTake(2);
  expect(within(form).getByLabelText('Words')).toHaveValue('Every night for thirty years.');
  await user.selectOptions(within(form).getByLabelText('Voice'), 'v-bram');
  await user.clear(within(form).getByLabelText('Pitch (semitones)'));
  await user.type(within(form).getByLabelText('Pitch (semitones)'), '-3');
  await user.clear(within(form).getByLabelText('Words'));
  await user.type(within(form).getByLabelText('Words'), 'Every night for forty years.');
  await user.click(within(form).getByRole('button', { name: 'Make this take' }));

  await waitFor(() =>
    expect(sent).toEqual([
      {
        lineId: 's2',
        body: { voice_id: 'v-bram', pitch: -3, text: 'Every night for forty years.' },
      },
    ]),
  );
  // The new take is loaded for the player at the line's speed; the list shows the new words.
  await waitFor(() => expect(fake.calls.speeds).toEqual(['s2@1']));
  expect(await within(lineCard(2)).findByText('Every night for forty years.')).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Another take of line 2' })).toBeNull();
});

test('a pitch out of range is refused before sending, with the server’s words', async () => {
  server.use(retakeAnswers());
  const { user, form } = await openTake(2);
  await user.clear(within(form).getByLabelText('Pitch (semitones)'));
  await user.type(within(form).getByLabelText('Pitch (semitones)'), '9');
  await user.click(within(form).getByRole('button', { name: 'Make this take' }));
  expect(
    await within(form).findByText('Pitch must be a whole number of semitones from -6 to 6'),
  ).toBeVisible();
  expect(sent).toEqual([]);
});

test('a refusal from the server is shown on the card and the form stays open', async () => {
  server.use(retakeAnswers(402, 'Insufficient credits - payment required'));
  const { user, form } = await openTake(3);
  await user.type(within(form).getByLabelText('Words'), ' Now!');
  await user.click(within(form).getByRole('button', { name: 'Make this take' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Insufficient credits - payment required',
  );
  expect(fake.calls.speeds).toEqual([]);
  expect(within(lineCard(3)).getByText('The lamp is out!')).toBeVisible();
});

/** Generate running: the third line is still being made. */
const generating = () => [
  ...SCRIPT().slice(0, 2),
  line(2, 'TOBIAS', 'The lamp is out!', 'processing'),
];
const pitchTo = async ({ user, form }: Awaited<ReturnType<typeof openTake>>, pitch: string) => {
  await user.clear(within(form).getByLabelText('Pitch (semitones)'));
  await user.type(within(form).getByLabelText('Pitch (semitones)'), pitch);
};

test('while Generate runs, a take can be prepared but waits, saying why, until it has finished', async () => {
  server.use(retakeAnswers());
  fake.setLines(generating());
  const view = await openTake(2);
  const { user, form } = view;
  expect(within(form).getByText(TAKE_MESSAGES.generating)).toBeVisible();
  await pitchTo(view, '2');
  const send = within(form).getByRole('button', { name: 'Make this take' });
  expect(send).toBeDisabled();

  // The status watch sees generation end: the take can go.
  fake.setLines(SCRIPT());
  await waitFor(() => expect(send).toBeEnabled(), { timeout: 15_000 });
  expect(within(form).queryByText(TAKE_MESSAGES.generating)).toBeNull();
  await user.click(send);
  await waitFor(() => expect(sent).toEqual([{ lineId: 's2', body: { pitch: 2 } }]));
}, 15_000);

test('a take refused because Generate started elsewhere: the form says why and the screen shows the generation', async () => {
  server.use(retakeAnswers(409, TAKE_MESSAGES.generating));
  const view = await openTake(2);
  await pitchTo(view, '-1');
  fake.setLines(generating());
  await view.user.click(within(view.form).getByRole('button', { name: 'Make this take' }));

  expect(await within(view.form).findByRole('alert')).toHaveTextContent(TAKE_MESSAGES.generating);
  expect(await screen.findByRole('heading', { name: 'Audio Generation Progress' })).toBeVisible();
  const send = within(view.form).getByRole('button', { name: 'Make this take' });
  expect(send).toBeDisabled();
  expect(fake.calls.speeds).toEqual([]);

  // Once it has finished, the refusal no longer holds and the same take can be sent again.
  fake.setLines(SCRIPT());
  await waitFor(() => expect(send).toBeEnabled(), { timeout: 15_000 });
  expect(within(view.form).queryByRole('alert')).toBeNull();
}, 15_000);
