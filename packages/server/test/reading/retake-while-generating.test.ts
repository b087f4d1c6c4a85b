// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { TAKE_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { creditsLeft, userId } from '../documents/helpers';
import {
  audioUrls,
  castSuggested,
  door,
  emptyLog,
  heldAt,
  generate,
  generationEnd,
  script,
  watchedEngine,
} from '../audio/helpers';
import { closeReadingApp } from './helpers';

/**
 * Another take and Generate on the same script: one maker at a time, so a line
 * is made once. A take asked for while Generate runs is refused (409, saying why; nothing saved,
 * made or charged); a Generate pressed while a take is being made leaves that line to the take
 * and makes the rest once the take is done.
 */
const log = emptyLog();
let t: TestApp;
let s: Session;

const batches = door();
const singles = door();

const held = heldAt(batches, singles);

beforeAll(async () => {
  const watched = watchedEngine(log);
  t = await startApp(RELAXED_LIMITS, {
    voiceEngine: { ...watched, wrap: (engine) => watched.wrap!(held(engine)) },
  });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:retake-race');
});
// A test that failed with a door shut must not hold the next one.
afterEach(() => {
  batches.open();
  singles.open();
});
afterAll(() => closeReadingApp(t));

const LINES = [
  { actor: 'narrator', dialog: 'The lamp turns.' },
  { actor: 'MARA', dialog: 'Cognito is late again.' },
  { actor: 'TOBIAS', dialog: 'The sea keeps its own time.' },
];
const MARA = 1;
const TOBIAS = 2;

const retake = (id: string, lineId: string, body: unknown) =>
  post(t, `scenes/document/${id}/retake/${lineId}`, body, s.access);
const texts = (requests: { text: string }[]) => requests.map((r) => r.text);

it('a take asked for while Generate runs: 409 saying why, nothing saved, made or charged', async () => {
  const id = await script(t, s, LINES);
  await castSuggested(t, s, id);
  const lines = await audioUrls(t, s, id);
  const credits = await creditsLeft(t, s);
  log.batch.length = 0;
  log.single.length = 0;
  batches.close();
  expect((await generate(t, s, id)).status).toBe(200);
  await waitFor(() => Promise.resolve(log.batch.length > 0), 'the generation to reach the engine');

  const refused = await retake(id, lines[MARA].scene_id, { pitch: 3, text: 'Late, always.' });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(TAKE_MESSAGES.generating);

  batches.open();
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  // Every line made once, by Generate, as cast; the refused take left nothing behind.
  expect(texts(log.batch)).toEqual(LINES.map((l) => l.dialog));
  expect(log.single).toEqual([]);
  expect((await audioUrls(t, s, id))[MARA]).toMatchObject({
    dialog: LINES[MARA].dialog,
    take: null,
    status: 'completed',
  });
  expect(await creditsLeft(t, s)).toBe(credits);
  // Once it has finished, the take is made.
  expect((await retake(id, lines[MARA].scene_id, { pitch: 3 })).status).toBe(200);
  expect(log.single.map((r) => [r.text, r.delivery?.pitch])).toEqual([[LINES[MARA].dialog, 3]]);
});

it('Generate pressed while a take is being made: the take makes its line, Generate the rest, each once', async () => {
  const id = await script(t, s, LINES);
  const cast = await castSuggested(t, s, id);
  await generate(t, s, id);
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  const lines = await audioUrls(t, s, id);
  // A recast since: Generate has TOBIAS's line to make again.
  const voices = (await get(t, 'voices/', s.access)).body.data.voices as { voice_id: string }[];
  const other = voices.find((v) => !Object.values(cast).includes(v.voice_id))!.voice_id;
  await post(
    t,
    `scenes/document/${id}/voice-assignments`,
    { assignments: [{ actor: 'TOBIAS', voice_id: other }] },
    s.access,
  );
  const credits = await creditsLeft(t, s);
  log.batch.length = 0;
  log.single.length = 0;

  singles.close();
  const taking = retake(id, lines[MARA].scene_id, { pitch: -2 });
  await waitFor(() => Promise.resolve(log.single.length > 0), 'the take to reach the engine');
  expect((await generate(t, s, id)).status).toBe(200);
  singles.open();
  expect((await taking).status).toBe(200);

  await waitFor(
    () => Promise.resolve(log.batch.length > 0),
    'Generate to make the recast line',
    60_000,
  );
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  expect(log.single.map((r) => [r.text, r.delivery?.pitch])).toEqual([[LINES[MARA].dialog, -2]]);
  expect(log.batch.map((r) => [r.text, r.voiceId])).toEqual([[LINES[TOBIAS].dialog, other]]);
  const after = await audioUrls(t, s, id);
  expect(after.map((l) => l.status)).toEqual(['completed', 'completed', 'completed']);
  expect(after[MARA].take).toEqual({ voice_id: null, speed: 1, pitch: -2 });
  expect(await creditsLeft(t, s)).toBe(credits);
});
