import type { VoiceEngine } from '../../src/adapters/tts';
import { VoiceError } from '../../src/adapters/tts/tts-port';
import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { put } from '../reading/helpers';
import { audioUrls, audioStatus, castSuggested, generate, generationEnd, script } from './helpers';

/**
 * The player's "N lines need audio" calls generate-audio with { only_pending: true }.
 * Through real HTTP with the offline voices: only the lines a change left without audio are made;
 * a line that failed stays failed (plain Generate tries it again).
 */
const REFUSED = 'Unsayable';
/** While set, the engine fails every line carrying REFUSED, as a provider refusing it would. */
let refusing = true;
const made: string[] = [];

const refusingEngine = (engine: VoiceEngine): VoiceEngine => ({
  ...engine,
  renderLines: (requests, onLine, options) => {
    made.push(...requests.map((r) => r.text));
    const refused = (i: number) => refusing && requests[i].text.includes(REFUSED);
    const failure = { ok: false as const, error: new VoiceError('refused', 'provider_failed') };
    return engine.renderLines(
      requests,
      (i, outcome) => onLine?.(i, refused(i) ? failure : outcome),
      options,
    );
  },
});

let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 1 }, wrap: refusingEngine } });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 20, 'test-pack:only-pending');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const LINES = [
  { actor: 'narrator', dialog: 'INT. LIGHTHOUSE - NIGHT', kind: 'scene_heading' },
  { actor: 'narrator', dialog: 'The lamp turns.', kind: 'action' },
  { actor: 'MARA', dialog: 'Cognito is late again.' },
  { actor: 'TOBIAS', dialog: `${REFUSED} words, said anyway.` },
  { actor: 'MARA', dialog: 'There he is.' },
];

const onlyPending = (id: string, body: unknown = { only_pending: true }) =>
  post(t, `scenes/document/${id}/generate-audio`, body, s.access);
const statusesOf = async (id: string) => (await audioUrls(t, s, id)).map((l) => l.status);

it('makes only the lines a pronunciation change left without audio, not the failed one', async () => {
  const id = await script(t, s, LINES);
  await castSuggested(t, s, id);
  await generate(t, s, id);
  expect((await generationEnd(t, s, id)).counts).toMatchObject({ completed: 4, error: 1 });
  // Each line says what kind it is: the player seeks by scene from its heading.
  expect((await audioUrls(t, s, id)).map((l) => l.kind)).toEqual([
    'scene_heading',
    'action',
    'dialogue',
    'dialogue',
    'dialogue',
  ]);

  const saved = await put(
    t,
    `documents/${id}/read-settings`,
    {
      narrator: 'all',
      pronunciations: [{ term: 'Cognito', say_as: 'Kog-NEE-toe' }],
      pause_ms: 350,
    },
    s.access,
  );
  expect(saved.status).toBe(200);
  expect(await statusesOf(id)).toEqual(['completed', 'completed', 'pending', 'error', 'completed']);

  refusing = false;
  made.length = 0;
  const asked = await onlyPending(id);
  expect(asked.status).toBe(200);
  const end = await generationEnd(t, s, id);
  expect(end.counts).toMatchObject({ total: 5, pending: 0, completed: 4, error: 1 });
  expect(made).toEqual(['Kog-NEE-toe is late again.']);
  expect(await statusesOf(id)).toEqual([
    'completed',
    'completed',
    'completed',
    'error',
    'completed',
  ]);

  // Nothing left that needs audio: no run, nothing made.
  made.length = 0;
  expect((await onlyPending(id)).status).toBe(200);
  expect((await audioStatus(t, s, id)).overall_status).toBe('error');
  expect(made).toEqual([]);

  // The spec's Generate, with no body, still tries the failed line again.
  await generate(t, s, id);
  expect((await generationEnd(t, s, id)).counts).toMatchObject({ completed: 5, error: 0 });
  expect(made).toEqual([`${REFUSED} words, said anyway.`]);
});

it('refuses a body that is not { only_pending: boolean } with 400', async () => {
  const id = await script(t, s, LINES);
  await castSuggested(t, s, id);
  const refused = await onlyPending(id, { only_pending: 'yes' });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('only_pending');
  expect((await audioStatus(t, s, id)).overall_status).toBe('not_started');
});
