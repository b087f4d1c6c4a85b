import { eq, sql } from 'drizzle-orm';
import { join } from 'node:path';

import { audioFiles, audioLines } from '../../src/db/schema';
import {
  audioUrls,
  audioStatus,
  castSuggested,
  generate,
  generationEnd,
  lines,
  script,
} from '../audio/helpers';
import { creditsLeft, ledgerOf, userId } from '../documents/helpers';
import { RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startScaledApp, type TestApp, waitFor } from '../helpers/app';
import { killAll, startWorkerProcess, type WorkerProcess } from './workers';

/**
 * security check 39 across processes: the API runs no jobs (API_RUNS_JOBS=false); the app's own
 * worker processes write the processed script's lines and generate its audio. The only worker is
 * killed with SIGKILL mid-generation; another, started after, finishes the document once the
 * dead one's step times out (JOB_TIMEOUT_S): every line made once, the pages charged once.
 */
jest.setTimeout(180_000);

const fixture = join(__dirname, 'fixtures', 'app-worker.ts');
const LINES = 48;

let t: TestApp;
const workers: WorkerProcess[] = [];
const startWorker = async () => {
  const worker = await startWorkerProcess(fixture, t.config);
  workers.push(worker);
  return worker;
};

beforeAll(async () => {
  // Long enough for one batch of lines on a busy machine, short enough for the test to wait.
  t = await startScaledApp({ ...RELAXED_LIMITS, API_RUNS_JOBS: 'false', JOB_TIMEOUT_S: '20' });
});
afterAll(async () => {
  await killAll(workers);
  await t.close();
});

const rowsOf = async (table: typeof audioLines | typeof audioFiles, id: string) =>
  (
    await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.documentId, id))
  )[0].n;

it('check 39: a worker killed with SIGKILL mid-generation; another finishes, no line twice, pages charged once', async () => {
  const first = await startWorker();
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 20, 'test-pack:workers');
  // Processing completes only if a worker ran the job that writes the lines.
  const id = await script(t, s, lines(LINES, 'Killed'));
  await castSuggested(t, s, id);

  expect((await generate(t, s, id)).status).toBe(200);
  // Generate may charge the pages the saved lines added (honest pages); the crash adds nothing.
  const credits = await creditsLeft(t, s);
  const madeBefore = await waitFor(
    async () => {
      const done = (await audioUrls(t, s, id)).filter((l) => l.status === 'completed').length;
      return done >= 3 && done;
    },
    'the first lines from the first worker',
    90_000,
  );
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = await audioStatus(t, s, id);
  expect(atKill.counts.completed).toBeLessThan(LINES);

  await startWorker();
  expect(await generationEnd(t, s, id, 150_000)).toEqual({
    overall_status: 'completed',
    counts: { total: LINES, pending: 0, processing: 0, completed: LINES, error: 0 },
    // A line stored just before the stop is found in storage, not made twice; this run made
    // it, so it is not reused.
    reused: 0,
    reused_from: { draft: 0, run: 0 },
  });
  expect(madeBefore).toBeLessThan(LINES);
  const scenes = await audioUrls(t, s, id);
  expect(scenes).toHaveLength(LINES);
  expect(new Set(scenes.map((l) => l.audio_url?.split('?')[0])).size).toBe(LINES);
  expect(await rowsOf(audioLines, id)).toBe(LINES);
  expect(await rowsOf(audioFiles, id)).toBe(LINES);
  // The document's charges (its pages; the pages its edits added), none for the crash, no refund.
  const ledger = await ledgerOf(t, s, id);
  expect(ledger.length).toBeGreaterThan(0);
  expect(ledger.every((r) => r.reason === 'charge')).toBe(true);
  expect(await creditsLeft(t, s)).toBe(credits);
  expect(await t.deps.credits.mismatches()).toEqual([]);
});

it('a worker stopped with SIGTERM mid-generation hands the rest to another worker at once', async () => {
  await killAll(workers);
  const stopping = await startWorker();
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 20, 'test-pack:workers-term');
  const id = await script(t, s, lines(LINES, 'Stopped'));
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  await waitFor(
    async () => {
      const done = (await audioUrls(t, s, id)).filter((l) => l.status === 'completed').length;
      return done >= 3;
    },
    'the first lines',
    90_000,
  );
  await startWorker();
  stopping.child.kill('SIGTERM');
  // It ends the batch it was making early and queues the rest, instead of finishing it.
  expect(await stopping.exited).toBe(0);
  expect((await audioStatus(t, s, id)).counts.completed).toBeLessThan(LINES);

  expect(await generationEnd(t, s, id, 150_000)).toEqual({
    overall_status: 'completed',
    counts: { total: LINES, pending: 0, processing: 0, completed: LINES, error: 0 },
    // A line stored just before the stop is found in storage, not made twice; this run made
    // it, so it is not reused.
    reused: 0,
    reused_from: { draft: 0, run: 0 },
  });
  expect(await rowsOf(audioLines, id)).toBe(LINES);
  expect(await rowsOf(audioFiles, id)).toBe(LINES);
});
