import { eq } from 'drizzle-orm';
import { join } from 'node:path';

import { audioFiles, audioLines } from '../../src/db/schema';
import { AUDIO_QUEUE } from '../../src/services/audio/audio-job';
import { lineStorageKey } from '../../src/services/audio/audio-fns';
import {
  audioStatus,
  castSuggested,
  countRows,
  generate,
  lines,
  script,
  send,
} from '../audio/helpers';
import { userId } from '../documents/helpers';
import { RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startScaledApp, type TestApp, waitFor } from '../helpers/app';
import { jobsOfDocument } from '../helpers/jobs';
import { killAll, startWorkerProcess, type WorkerProcess } from './workers';

/**
 * security check 42 across processes: the API runs no jobs (API_RUNS_JOBS=false) and the
 * document's audio is made by a worker process, which no signal from the API reaches. Deleted
 * mid-generation, the worker finds the document gone at its next line and drops the rest of the
 * batch from its synthesis threads: its own /metrics shows them idle, a few lines later at most.
 */
jest.setTimeout(180_000);

const fixture = join(__dirname, 'fixtures', 'app-worker.ts');
const THREADS = 2;
let t: TestApp;
let worker: WorkerProcess;

beforeAll(async () => {
  t = await startScaledApp({ ...RELAXED_LIMITS, API_RUNS_JOBS: 'false' });
  worker = await startWorkerProcess(fixture, t.config, { SYNTHESIS_THREADS: String(THREADS) });
});
afterAll(async () => {
  await killAll([worker]);
  await t.close();
});

/** The worker's synthesis threads, as its /metrics reports them. */
async function workerLoad() {
  const text = await (await fetch(`${worker.metricsUrl}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return {
    queued: gauge('cms_synthesis_queued'),
    running: gauge('cms_synthesis_running'),
    done: gauge('cms_synthesis_done'),
  };
}

it('security check 42: a worker stops making the lines of a document deleted mid-generation', async () => {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:cancel-workers');
  const id = await script(t, s, lines(96, 'Deleted'));
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  await waitFor(
    async () => (await audioStatus(t, s, id)).counts.completed >= 2,
    'the first lines from the worker',
    90_000,
  );
  const keys = (
    await t.deps.database.db
      .select({ key: audioLines.lineKey })
      .from(audioLines)
      .where(eq(audioLines.documentId, id))
  ).map((r) => lineStorageKey(id, r.key));
  expect((await workerLoad()).queued).toBeGreaterThan(0);

  expect((await send(t, 'DELETE', `documents/${id}`, s.access)).status).toBe(200);
  const { done } = await workerLoad();
  const idle = await waitFor(
    async () => {
      const load = await workerLoad();
      return load.queued === 0 && load.running === 0 && load;
    },
    "the worker's synthesis threads to be idle",
    60_000,
  );
  // The lines on its threads, and at most one more each before a finished line found it gone.
  expect(idle.done - done).toBeLessThanOrEqual(2 * THREADS);

  await waitFor(
    async () => (await jobsOfDocument(t, AUDIO_QUEUE, id)).every((j) => j.status !== 'running'),
    "the worker's step to end",
    60_000,
  );
  expect((await jobsOfDocument(t, AUDIO_QUEUE, id)).filter((j) => j.status === 'queued')).toEqual(
    [],
  );
  expect(await countRows(t, audioLines, id)).toBe(0);
  expect(await countRows(t, audioFiles, id)).toBe(0);
  const stored = await Promise.all(keys.map((key) => t.deps.storage.stat(key)));
  expect(stored.filter(Boolean)).toEqual([]);
});
