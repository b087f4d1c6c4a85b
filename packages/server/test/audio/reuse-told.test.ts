import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { editOneWord, fountain, manyLines, uploadDraft } from '../drafts/helpers';
import {
  audioUrls,
  castSuggested,
  emptyLog,
  generate,
  generationEnd,
  lines,
  type Said,
  script,
  watchedEngine,
} from './helpers';

/**
 * "N lines reused" told right, through real HTTP with the offline engines: only lines
 * whose sound came from an earlier draft or an earlier Generate without synthesis count, the
 * status says which, a first draft never counts the same words said twice in its own run, and
 * the count holds across changes to other lines.
 */
const log = emptyLog();
let t: TestApp;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: watchedEngine(log) });
});
afterAll(async () => {
  await t.close();
});

async function writer(): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, `reuse-pack:${s.email}`);
  return s;
}

async function voiced(s: Session, id: string) {
  expect((await generate(t, s, id)).status).toBe(200);
  const status = await generationEnd(t, s, id, 120_000);
  expect(status.overall_status).toBe('completed');
  return status;
}

async function reword(s: Session, id: string, index: number, words: string) {
  const scene = (await audioUrls(t, s, id))[index];
  const res = await t.http(
    `/api/v1/scenes/${scene.scene_id}/update-text?scene_text=${encodeURIComponent(words)}`,
    { method: 'PUT', headers: { authorization: `Bearer ${s.access}` } },
  );
  expect(res.status).toBe(200);
}

it('a first draft saying the same words twice in one run reuses nothing', async () => {
  const s = await writer();
  // The same three lines open and close the script, past the job's first batch of 32: the second
  // time, their sound is found already made — by this run, so it was synthesised for it.
  const block: Said[] = [
    { actor: 'MARA', dialog: 'Is the lamp lit?' },
    { actor: 'TOBIAS', dialog: 'It is lit.' },
    { actor: 'MARA', dialog: 'Then we wait.' },
  ];
  const id = await script(t, s, [...block, ...lines(30), ...block]);
  await castSuggested(t, s, id);
  const status = await voiced(s, id);
  expect(status.reused).toBe(0);
  expect(status.reused_from).toEqual({ draft: 0, run: 0 });
});

it('a line set back to words an earlier Generate voiced is reused from that run, and stays so', async () => {
  const s = await writer();
  const id = await script(t, s, lines(8));
  await castSuggested(t, s, id);
  const first = await voiced(s, id);
  expect(first.reused_from).toEqual({ draft: 0, run: 0 });
  const original = (await audioUrls(t, s, id))[1].dialog;
  await reword(s, id, 1, 'Line 2: the lamp is out and the sea is loud.');
  expect((await voiced(s, id)).reused_from).toEqual({ draft: 0, run: 0 });
  await reword(s, id, 1, original);
  const back = await voiced(s, id);
  expect(back.reused_from.draft).toBe(0);
  expect(back.reused_from.run).toBeGreaterThanOrEqual(1);
  expect(back.reused).toBe(back.reused_from.run);
  // Another line far from it changes and is voiced: the count of reused lines holds.
  await reword(s, id, 6, 'Line 7: the boats are home.');
  expect((await voiced(s, id)).reused_from).toEqual(back.reused_from);
});

it('a later draft reuses from the previous draft, and says so', async () => {
  const s = await writer();
  const scenes = manyLines(2);
  const one = await uploadDraft(t, s, fountain(scenes));
  await castSuggested(t, s, one.id);
  await voiced(s, one.id);
  const two = await uploadDraft(t, s, fountain(editOneWord(scenes, 1, 1)), one.id);
  const status = await voiced(s, two.id);
  expect(status.reused_from.run).toBe(0);
  expect(status.reused_from.draft).toBeGreaterThan(0);
  expect(status.reused).toBe(status.reused_from.draft);
});
