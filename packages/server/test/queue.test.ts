import { eq } from 'drizzle-orm';

import { findJob } from '../src/adapters/queue/jobs-dal';
import { createInProcessQueue } from '../src/adapters/queue/queue-in-process';
import type { QueuePort } from '../src/adapters/queue/queue-port';
import { type Database, openDatabase } from '../src/db/database';
import { jobs } from '../src/db/schema';
import { tempDir, waitFor } from './helpers/app';
import { createPglite } from './helpers/pglite';

/** The embedded queue against a real PGlite: durable state, retries, idempotency and resume. */
const tmp = tempDir();
let database: Database;
let queue: QueuePort;

const open = async () => {
  database = openDatabase({ dataDir: tmp.dir, createPglite });
  await database.migrate();
  queue = createInProcessQueue({ db: database.db, pollMs: 10, retryBaseMs: 5 });
};
const shut = async () => {
  await queue.stop();
  await database.close();
};
const statusOf = (id: string) => findJob(database.db, id);

beforeAll(open);
afterAll(async () => {
  await shut();
  tmp.cleanup();
});

it('runs a job with its payload and marks it done', async () => {
  await queue.start();
  const seen: unknown[] = [];
  queue.work<{ n: number }>('echo', async (payload, job) => {
    seen.push({ payload, attempt: job.attempt });
  });
  const { id } = await queue.enqueue('echo', { n: 7 });
  const job = await waitFor(
    async () => (await statusOf(id))?.status === 'done' && statusOf(id),
    'done',
  );
  expect(job).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1 }]);
  expect(await queue.pendingCount()).toBe(0);
});

it('retries with backoff, then fails with the last reason', async () => {
  const attempts: number[] = [];
  queue.work('flaky', async (_payload, job) => {
    attempts.push(job.attempt);
    throw new Error(`provider busy (try ${job.attempt})`);
  });
  const { id } = await queue.enqueue('flaky', {}, { maxAttempts: 3 });
  const job = await waitFor(
    async () => (await statusOf(id))?.status === 'failed' && statusOf(id),
    'failed',
  );
  expect(attempts).toEqual([1, 2, 3]);
  expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider busy (try 3)' });
});

it('reschedules a failed attempt into the future instead of running it again at once', async () => {
  const slow = createInProcessQueue({ db: database.db, pollMs: 10, retryBaseMs: 60_000 });
  await slow.start();
  slow.work('later', async () => {
    throw new Error('not yet');
  });
  const { id } = await slow.enqueue('later', {});
  const job = await waitFor(async () => {
    const row = await statusOf(id);
    return row?.attempts === 1 && row.status === 'queued' && row;
  }, 'the first attempt to be recorded');
  await slow.stop();
  expect(job.lastError).toBe('not yet');
  expect(job.runAfter.getTime()).toBeGreaterThan(job.updatedAt.getTime() + 30_000);
  await database.db.delete(jobs).where(eq(jobs.id, id));
});

it('queues work once per idempotency key', async () => {
  let runs = 0;
  queue.work('once', async () => {
    runs += 1;
  });
  const first = await queue.enqueue('once', { doc: 1 }, { idempotencyKey: 'parse:doc-1' });
  const second = await queue.enqueue('once', { doc: 1 }, { idempotencyKey: 'parse:doc-1' });
  expect(first.created).toBe(true);
  expect(second).toEqual({ id: first.id, created: false });
  await waitFor(async () => (await statusOf(first.id))?.status === 'done', 'done');
  expect(runs).toBe(1);
});

it('drains: stop() waits for the running job to finish', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let started = false;
  queue.work('long', async () => {
    started = true;
    await gate;
  });
  const { id } = await queue.enqueue('long', {});
  await waitFor(async () => started, 'the job to start');
  const stopping = queue.stop();
  release();
  await stopping;
  expect((await statusOf(id))?.status).toBe('done');
  await queue.start();
});

it('resumes a job a crash left running after a restart', async () => {
  const { id } = await queue.enqueue('resume-me', { step: 'synthesise' });
  // What a crash mid-job leaves behind: the row claimed and never finished.
  await database.db
    .update(jobs)
    .set({ status: 'running', attempts: 1, lockedAt: new Date() })
    .where(eq(jobs.id, id));
  await shut();

  await open();
  const seen: unknown[] = [];
  queue.work('resume-me', async (payload) => {
    seen.push(payload);
  });
  await queue.start();
  const job = await waitFor(
    async () => (await statusOf(id))?.status === 'done' && statusOf(id),
    'resume',
  );
  expect(seen).toEqual([{ step: 'synthesise' }]);
  expect(job).toMatchObject({ status: 'done', attempts: 2 });
});
