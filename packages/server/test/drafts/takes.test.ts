import type { AudioScene } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { creditsLeft, userId } from '../documents/helpers';
import {
  audioUrls,
  castSuggested,
  emptyLog,
  fetchSigned,
  generate,
  generationEnd,
  watchedEngine,
} from '../audio/helpers';
import { editOneWord, fountain, manyLines, uploadDraft } from './helpers';

/**
 * Across drafts: another take of a line survives the next draft. An
 * unchanged line keeps its take and the audio made for the take, made and charged for nothing;
 * a changed line keeps its voice, speed and pitch but reads the new draft's words, made again.
 */
let t: TestApp;
const log = emptyLog();

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: watchedEngine(log) });
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const retake = (s: Session, id: string, lineId: string, body: unknown) =>
  post(t, `scenes/document/${id}/retake/${lineId}`, body, s.access);
const bytesOf = async (line: AudioScene) =>
  Buffer.from(await (await fetchSigned(t, line.audio_url!)).arrayBuffer());

// manyLines(2): a heading and four lines per scene; MARA speaks lines 2 and 7, TOBIAS line 8.
const KEPT = 2;
const REWORDED = 7;
const EDITED = 8;

it('keeps the takes: an unchanged line plays its take as made, a changed one is remade with it', async () => {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, `test-pack:${s.email}`);
  const scenes = manyLines(2);
  const first = await uploadDraft(t, s, fountain(scenes));
  const cast = await castSuggested(t, s, first.id);
  await generate(t, s, first.id);
  expect((await generationEnd(t, s, first.id)).overall_status).toBe('completed');
  const lines = await audioUrls(t, s, first.id);
  const asCast = await bytesOf(lines[KEPT]);
  const voices = (await get(t, 'voices/', s.access)).body.data.voices as { voice_id: string }[];
  const voice = voices.find((v) => !Object.values(cast).includes(v.voice_id))!.voice_id;

  const take = { voice_id: voice, speed: 1.5, pitch: 3 };
  const kept = await retake(s, first.id, lines[KEPT].scene_id, take);
  expect(kept.status).toBe(200);
  const made = await bytesOf(kept.body.data as AudioScene);
  expect(made.equals(asCast)).toBe(false);
  expect((await retake(s, first.id, lines[EDITED].scene_id, take)).status).toBe(200);
  // New words typed in the take: the next draft's file still has the old ones.
  const words = { text: 'Scene 2: we keep the light because the boats count on it.', pitch: -2 };
  expect((await retake(s, first.id, lines[REWORDED].scene_id, words)).status).toBe(200);

  const second = await uploadDraft(t, s, fountain(editOneWord(scenes, 1, 2)), first.id);
  expect(second.processed.status).toBe(200);
  const credits = await creditsLeft(t, s);
  log.batch.length = 0;
  log.single.length = 0;
  await generate(t, s, second.id);
  const done = await generationEnd(t, s, second.id);
  expect(done).toMatchObject({ overall_status: 'completed', reused: 8 });

  const next = await audioUrls(t, s, second.id);
  expect(next[KEPT]).toMatchObject({ take, status: 'completed' });
  expect(next[EDITED]).toMatchObject({ take, dialog: expect.stringContaining('guard') });
  expect(next[REWORDED]).toMatchObject({
    take: { voice_id: null, speed: 1, pitch: -2 },
    dialog: scenes[1].lines[1][1],
  });
  expect(next.filter((_l, i) => ![KEPT, EDITED, REWORDED].includes(i)).map((l) => l.take)).toEqual(
    Array(7).fill(null),
  );
  // Only the two changed lines were made, each with its take's settings; the unchanged line
  // plays the take's own audio, not the cast one, and nothing was charged for it.
  expect(log.single).toEqual([]);
  expect(log.batch.map((r) => [r.text, r.voiceId, r.speed, r.delivery?.pitch]).sort()).toEqual(
    [
      [next[EDITED].dialog, voice, 1.5, 3],
      [scenes[1].lines[1][1], cast.MARA, 1, -2],
    ].sort(),
  );
  expect((await bytesOf(next[KEPT])).equals(made)).toBe(true);
  expect(await creditsLeft(t, s)).toBe(credits);
});
