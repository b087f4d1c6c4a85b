import type { AudioScene, Take } from '@castmyscript/api/contract';

import { get, post, type Session, signedInUser } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import {
  audioUrls,
  castSuggested,
  emptyLog,
  fetchSigned,
  generate,
  generationEnd,
  script,
  send,
} from '../audio/helpers';
import { closeReadingApp, startReadingApp } from './helpers';

/**
 * Takes: each line keeps its last five takes; the writer lists them, chooses one (the
 * line plays it again, nothing made) or goes back to the cast voice. Real HTTP, offline engines.
 */
const log = emptyLog();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  ({ t, s } = await startReadingApp(log, 'test-pack:take-history'));
});
afterAll(() => closeReadingApp(t));

const LINES = [
  { actor: 'narrator', dialog: 'The lamp turns.', kind: 'action' },
  { actor: 'MARA', dialog: 'Cognito is late again.' },
  { actor: 'TOBIAS', dialog: 'The sea keeps its own time.' },
];
const MARA = 1;

const retake = (id: string, lineId: string, body: unknown) =>
  post(t, `scenes/document/${id}/retake/${lineId}`, body, s.access);
const takesOf = async (lineId: string, session = s) =>
  get(t, `scenes/${lineId}/takes`, session.access);
const takes = async (lineId: string): Promise<Take[]> => (await takesOf(lineId)).body.data.takes;
const use = (lineId: string, takeId: string, session = s) =>
  send(t, 'POST', `scenes/${lineId}/takes/${takeId}/use`, session.access);
const revert = (lineId: string, session = s) =>
  send(t, 'DELETE', `scenes/${lineId}/take`, session.access);
const lineOf = async (id: string, lineId: string) =>
  (await audioUrls(t, s, id)).find((l) => l.scene_id === lineId)!;
const made = () => log.batch.length + log.single.length;
/** The bytes a signed audio URL serves. */
const bytes = async (url: string) => {
  const res = await fetchSigned(t, url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

async function voiced(session = s): Promise<{ id: string; lineId: string; cast: AudioScene }> {
  const id = await script(t, session, LINES);
  await castSuggested(t, session, id);
  expect((await generate(t, session, id)).status).toBe(200);
  expect((await generationEnd(t, session, id)).overall_status).toBe('completed');
  const cast = (await audioUrls(t, session, id))[MARA];
  return { id, lineId: cast.scene_id, cast };
}

it('lists no takes before any, then each take newest first, the one in use marked', async () => {
  const { id, lineId } = await voiced();
  expect(await takes(lineId)).toEqual([]);
  expect((await retake(id, lineId, { speed: 1.5 })).status).toBe(200);
  expect((await retake(id, lineId, { pitch: 2 })).status).toBe(200);
  const listed = await takes(lineId);
  expect(listed.map(({ speed, pitch, in_use }) => ({ speed, pitch, in_use }))).toEqual([
    { speed: 1.5, pitch: 2, in_use: true },
    { speed: 1.5, pitch: 0, in_use: false },
  ]);
  expect(listed[0]).toMatchObject({ voice_id: null, text: 'Cognito is late again.' });
  expect(Date.parse(listed[0].created_at)).toBeGreaterThanOrEqual(Date.parse(listed[1].created_at));
  // Each take plays its own file.
  const [a, b] = await Promise.all(listed.map((take) => bytes(take.audio_url)));
  expect(a.equals(b)).toBe(false);
});

it('keeps the newest five takes and deletes the older files', async () => {
  const { id, lineId } = await voiced();
  const speeds = [0.5, 0.75, 1.25, 1.5, 1.75, 2];
  let first = '';
  for (const speed of speeds) {
    expect((await retake(id, lineId, { speed })).status).toBe(200);
    first ||= (await takes(lineId))[0].audio_url;
  }
  expect((await fetchSigned(t, first)).status).toBe(404);
  const listed = await takes(lineId);
  expect(listed.map((take) => take.speed)).toEqual([2, 1.75, 1.5, 1.25, 0.75]);
  const stored = await t.deps.database.db.execute(
    `select storage_key from line_takes where line_id = '${lineId}'`,
  );
  expect((stored as { rows: unknown[] }).rows).toHaveLength(5);
  // The first take's file (0.5x) is gone from storage and from the document's files.
  const files = await t.deps.database.db.execute(
    `select count(*)::int as n from audio_files where document_id = '${id}'`,
  );
  const lines = LINES.length;
  expect((files as { rows: { n: number }[] }).rows[0].n).toBe(lines + 5);
});

it('chooses an older take: the line plays its file again, nothing is made', async () => {
  const { id, lineId } = await voiced();
  await retake(id, lineId, { speed: 1.5, text: 'Cognito is late.' });
  await retake(id, lineId, { pitch: -2, text: 'Cognito is never on time.' });
  const [newest, older] = await takes(lineId);
  const before = made();
  const chosen = await use(lineId, older._id);
  expect(chosen.status).toBe(200);
  expect(chosen.body.message).toBe('The line plays this take now.');
  expect(chosen.body.data).toMatchObject({
    scene_id: lineId,
    status: 'completed',
    dialog: 'Cognito is late.',
    take: { voice_id: null, speed: 1.5, pitch: 0 },
  });
  expect(made()).toBe(before);
  const listed = await takes(lineId);
  expect(listed.find((x) => x._id === older._id)!.in_use).toBe(true);
  expect(listed.find((x) => x._id === newest._id)!.in_use).toBe(false);
  // The line's audio is the take's own file, and Generate finds nothing to make.
  const line = await lineOf(id, lineId);
  const [played, take] = await Promise.all([bytes(line.audio_url!), bytes(older.audio_url)]);
  expect(played.equals(take)).toBe(true);
  expect((await generate(t, s, id)).status).toBe(200);
  expect((await generationEnd(t, s, id)).counts.pending).toBe(0);
  expect(made()).toBe(before);
});

it('goes back to the cast voice: the file made before plays again, with no take in use', async () => {
  const { id, lineId, cast } = await voiced();
  await retake(id, lineId, { speed: 2 });
  const before = made();
  const back = await revert(lineId);
  expect(back.status).toBe(200);
  expect(back.body.message).toBe('The line is back to its cast voice.');
  expect(back.body.data).toMatchObject({ scene_id: lineId, status: 'completed', take: null });
  expect(made()).toBe(before);
  const [now, was] = await Promise.all([
    bytes((await lineOf(id, lineId)).audio_url!),
    bytes(cast.audio_url!),
  ]);
  expect(now.equals(was)).toBe(true);
  expect((await takes(lineId)).map((x) => x.in_use)).toEqual([false]);
});

it('back to the cast voice after new words: the line waits for Generate, which makes just it', async () => {
  const { id, lineId } = await voiced();
  await retake(id, lineId, { speed: 2, text: 'Cognito is early, for once.' });
  const back = await revert(lineId);
  expect(back.body.data).toMatchObject({ status: 'pending', take: null, audio_url: null });
  log.batch.length = 0;
  await generate(t, s, id);
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  expect(log.batch.map((r) => r.text)).toEqual(['Cognito is early, for once.']);
});

it("answers 404 for another user's line or take and for an unknown take, changing nothing", async () => {
  const { id, lineId } = await voiced();
  await retake(id, lineId, { speed: 1.5 });
  const [take] = await takes(lineId);
  const other = await signedInUser(t);
  for (const answer of [
    await takesOf(lineId, other),
    await use(lineId, take._id, other),
    await revert(lineId, other),
  ]) {
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Scene not found.');
  }
  // A take of another line is not this line's.
  const { lineId: otherLine } = await voiced();
  const wrong = await use(otherLine, take._id);
  expect(wrong.status).toBe(404);
  expect(wrong.body.message).toBe('Take not found.');
  expect((await use(lineId, 'not-a-take')).status).toBe(404);
  expect((await use(lineId, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await lineOf(id, lineId)).take).toEqual({ voice_id: null, speed: 1.5, pitch: 0 });
  expect((await send(t, 'DELETE', `scenes/${lineId}/take`)).status).toBe(401);
});
