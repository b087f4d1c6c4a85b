// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { lineStorageKey } from '../../src/services/audio/audio-fns';
import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { creditsLeft, userId } from '../documents/helpers';
import {
  audioUrls,
  audioStatus,
  castSuggested,
  door,
  emptyLog,
  heldAt,
  generate,
  generationEnd,
  lines,
  script,
  send,
  watchedEngine,
} from './helpers';

/**
 * A line edited and asked for again while the job is making the batch it read the line in (a
 * Generate pressed while generation runs is picked up by it). The job marks a line
 * "processing" only while the row still asks for the key it read, and records a made line only
 * under that key: the edited line waits with its new words and is made by the job's next batch,
 * never completed with its old sound.
 */
const log = emptyLog();
let t: TestApp;
let s: Session;

const batches = door();

const held = heldAt(batches);

beforeAll(async () => {
  const watched = watchedEngine(log);
  t = await startApp(RELAXED_LIMITS, {
    voiceEngine: { ...watched, wrap: (engine) => watched.wrap!(held(engine)) },
  });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:edit-race');
});
// A test that failed with the door shut must not hold the app's close.
afterEach(() => batches.open());
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

// More lines than the job shows as processing at once (WINDOW, 4): the last ones are read with
// the batch but marked only as the lines before them are made.
const SIX = lines(6);
/** Already marked processing when the batch reaches the engine. */
const MARKED = 1;
/** Read in the batch, not marked yet. */
const UNMARKED = 5;

const editWords = (lineId: string, words: string) =>
  send(t, 'PUT', `scenes/${lineId}/update-text?scene_text=${encodeURIComponent(words)}`, s.access);
const texts = () => log.batch.map((r) => r.text);

it('a line edited and asked for again mid-batch is completed with its new words, each key made once', async () => {
  const id = await script(t, s, SIX);
  await castSuggested(t, s, id);
  const before = await audioUrls(t, s, id);
  const credits = await creditsLeft(t, s);
  log.batch.length = 0;
  log.single.length = 0;

  batches.close();
  expect((await generate(t, s, id)).status).toBe(200);
  await waitFor(() => Promise.resolve(log.batch.length > 0), 'the first batch to reach the engine');
  expect(texts()).toEqual(SIX.map((l) => l.dialog));

  const reworded: Record<number, string> = {
    [MARKED]: 'The keeper lights it twice.',
    [UNMARKED]: 'Nobody winds the clock.',
  };
  for (const [i, words] of Object.entries(reworded)) {
    expect((await editWords(before[Number(i)].scene_id, words)).status).toBe(200);
  }
  // Joins the running generation: its batch in the engine still holds the old words.
  expect((await generate(t, s, id)).status).toBe(200);
  batches.open();

  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  const after = await audioUrls(t, s, id);
  expect(after.map((l) => [l.dialog, l.status, !!l.audio_url])).toEqual(
    SIX.map((l, i) => [reworded[i] ?? l.dialog, 'completed', true]),
  );
  // The stored sound is the one made for the new words: the row's key is theirs, and its file.
  for (const i of [MARKED, UNMARKED]) {
    const row = (await t.deps.audioDal.line(before[i].scene_id))!;
    expect(row.request?.text).toBe(reworded[i]);
    expect(row.lineKey).toBe(t.deps.voiceEngine.lineKey(row.request!));
    expect(row.storageKey).toBe(lineStorageKey(id, row.lineKey));
  }
  // Each key made once (one voice per line, so one text per key): the new words, and nothing twice.
  const madeTimes = (words: string) => texts().filter((text) => text === words).length;
  expect(Object.values(reworded).map(madeTimes)).toEqual([1, 1]);
  expect(new Set(texts()).size).toBe(texts().length);
  expect(log.single).toEqual([]);
  expect(await audioStatus(t, s, id)).toMatchObject({
    overall_status: 'completed',
    counts: { total: 6, pending: 0, processing: 0, completed: 6, error: 0 },
  });
  // Generation is free, and the shorter words lay the script out on no more pages.
  expect(await creditsLeft(t, s)).toBe(credits);
});
