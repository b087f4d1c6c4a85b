import { eq } from 'drizzle-orm';

import { audioFiles, audioLines } from '../../src/db/schema';
import { AUDIO_QUEUE } from '../../src/services/audio/audio-job';
import { lineStorageKey } from '../../src/services/audio/audio-fns';
import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { jobsOfDocument } from '../helpers/jobs';
import { documentRow, userId } from '../documents/helpers';
import { audioStatus, castSuggested, countRows, generate, lines, script, send } from './helpers';

/**
 * security check 42, audio side, where the API runs the jobs (the embedded default; with
 * TEST_STACK=scaled, pg-boss on PostgreSQL and S3): deleting a document mid-generation drops its
 * lines from the synthesis threads' queue at once — only the lines already on a thread finish —
 * writes nothing more for it, and removes its steps still waiting in the queue.
 */
const THREADS = 2;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: THREADS } } });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:cancel');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const threadsIdle = () =>
  waitFor(
    () => {
      const load = t.deps.voiceEngine.load();
      return Promise.resolve(load.queued === 0 && load.running === 0 && load);
    },
    'the synthesis threads to be idle',
    60_000,
  );

it('security check 42: a delete mid-generation stops its synthesis, writes nothing more and discards its queued steps', async () => {
  const id = await script(t, s, lines(96, 'Cancelled'));
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  await waitFor(
    async () => (await audioStatus(t, s, id)).counts.completed >= 2,
    'the first lines to be made',
    60_000,
  );
  // A later step of this run waiting in the queue, as a busy queue or a handover leaves one.
  const run = (await t.deps.audioDal.run(id))!.run;
  await t.deps.audioJob.enqueue({ documentId: id, run, step: 99 }, 60_000);
  expect((await jobsOfDocument(t, AUDIO_QUEUE, id)).map((j) => j.status)).toContain('queued');
  const keys = (
    await t.deps.database.db
      .select({ key: audioLines.lineKey })
      .from(audioLines)
      .where(eq(audioLines.documentId, id))
  ).map((r) => lineStorageKey(id, r.key));
  expect(keys).toHaveLength(96);
  expect(t.deps.voiceEngine.load().queued).toBeGreaterThan(0);

  expect((await send(t, 'DELETE', `documents/${id}`, s.access)).status).toBe(200);
  const done = t.deps.voiceEngine.load().done;
  const idle = await threadsIdle();
  // Only the lines that were on a thread when the delete answered were finished.
  expect(idle.done - done).toBeLessThanOrEqual(THREADS);

  expect((await jobsOfDocument(t, AUDIO_QUEUE, id)).filter((j) => j.status === 'queued')).toEqual(
    [],
  );
  // The running step ends by itself; after it, nothing of the document is left anywhere.
  await waitFor(
    async () => !(await jobsOfDocument(t, AUDIO_QUEUE, id)).some((j) => j.status === 'running'),
    'the running step to end',
  );
  expect(await documentRow(t, id)).toBeUndefined();
  expect(await countRows(t, audioLines, id)).toBe(0);
  expect(await countRows(t, audioFiles, id)).toBe(0);
  const stored = await Promise.all(keys.map((key) => t.deps.storage.stat(key)));
  expect(stored.filter(Boolean)).toEqual([]);
});
