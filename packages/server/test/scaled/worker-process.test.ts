import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startScaledApp, type TestApp, waitFor } from '../helpers/app';
import { killAll, startWorkerProcess as start, type WorkerProcess } from './workers';

/**
 * Worker processes (`npm run start:worker`) beside an API process that runs no jobs: jobs the API
 * enqueues run in a worker; a worker killed with SIGKILL mid-job leaves the job to another worker
 * as soon as its heartbeat goes quiet, long before the job timeout; SIGTERM lets the running job
 * finish first. Each worker serves its own metrics.
 */
jest.setTimeout(120_000);

const fixture = join(__dirname, 'fixtures', 'test-worker.ts');

type Entry = { pid: number; event: 'start' | 'done'; tag: string; attempt: number };

let t: TestApp;
let log: string;
const workers: WorkerProcess[] = [];

async function startWorkerProcess(): Promise<WorkerProcess> {
  const worker = await start(fixture, t.config, { WORKER_TEST_LOG: log });
  workers.push(worker);
  return worker;
}

const entries = (): Entry[] =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry);
const doneOnce = (tag: string) =>
  waitFor(
    async () => entries().some((e) => e.tag === tag && e.event === 'done'),
    `job ${tag} to finish`,
    60_000,
  );

beforeAll(async () => {
  // The enqueuer sets a job's heartbeat and timeout. The timeout is production's 15 minutes, so only
  // the heartbeat (pg-boss's shortest, 10 s; production's is 20 s) can hand a killed worker's job
  // over within the test's minute.
  t = await startScaledApp(
    { API_RUNS_JOBS: 'false', JOB_TIMEOUT_S: '900' },
    { queue: { pollMs: 250, retryBaseMs: 10, heartbeatS: 10 } },
  );
  log = join(t.dataDir, 'worker-log.jsonl');
  writeFileSync(log, '');
});
afterAll(async () => {
  await killAll(workers);
  await t.close();
});

it('runs jobs the API enqueues in a separate worker process, which serves its own metrics', async () => {
  const worker = await startWorkerProcess();
  await t.deps.queue.enqueue('test-echo', { tag: 'first' });
  await doneOnce('first');
  expect(entries().filter((e) => e.tag === 'first')).toEqual([
    { pid: worker.child.pid, event: 'start', tag: 'first', attempt: 1 },
    { pid: worker.child.pid, event: 'done', tag: 'first', attempt: 1 },
  ]);
  expect((await fetch(`${worker.metricsUrl}/live`)).status).toBe(200);
  const metrics = await (await fetch(`${worker.metricsUrl}/metrics`)).text();
  expect(metrics).toMatch(/^cms_database_up 1$/m);
  expect(metrics).toMatch(/^cms_queue_depth \d+$/m);
});

it('hands a job whose worker was killed with SIGKILL mid-job to another worker within a minute', async () => {
  const doomed = await startWorkerProcess();
  // Only the doomed worker runs while the job is taken.
  for (const other of workers.filter((w) => w !== doomed)) {
    other.child.kill('SIGTERM');
    await other.exited;
  }
  await t.deps.queue.enqueue('test-echo', { tag: 'killed', hangOnFirstAttempt: true });
  await waitFor(
    async () => entries().some((e) => e.tag === 'killed' && e.event === 'start'),
    'the doomed worker to take the job',
    60_000,
  );
  doomed.child.kill('SIGKILL');
  await doomed.exited;

  const survivor = await startWorkerProcess();
  await doneOnce('killed');
  expect(entries().filter((e) => e.tag === 'killed')).toEqual([
    { pid: doomed.child.pid, event: 'start', tag: 'killed', attempt: 1 },
    { pid: survivor.child.pid, event: 'start', tag: 'killed', attempt: 2 },
    { pid: survivor.child.pid, event: 'done', tag: 'killed', attempt: 2 },
  ]);
});

it('lets the running job finish when a worker is stopped with SIGTERM', async () => {
  const worker = workers.find((w) => w.alive())!;
  await t.deps.queue.enqueue('test-echo', { tag: 'graceful', slowMs: 1500 });
  await waitFor(
    async () => entries().some((e) => e.tag === 'graceful' && e.event === 'start'),
    'the job to start',
    60_000,
  );
  worker.child.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
  expect(
    entries()
      .filter((e) => e.tag === 'graceful')
      .map((e) => e.event),
  ).toEqual(['start', 'done']);
});
