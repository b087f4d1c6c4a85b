import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Config } from '../../src/config';
import { startScaledApp, type TestApp, waitFor } from '../helpers/app';

/**
 * Worker processes (`npm run start:worker`) beside an API process that runs no jobs: jobs the API
 * enqueues run in a worker; a worker killed with SIGKILL mid-job leaves the job to another worker;
 * SIGTERM lets the running job finish first. Each worker serves its own metrics.
 */
jest.setTimeout(120_000);

const repo = resolve(__dirname, '../../../..');
const fixture = join(__dirname, 'fixtures', 'test-worker.ts');

type Entry = { pid: number; event: 'start' | 'done'; tag: string; attempt: number };
type Worker = { child: ChildProcess; metricsUrl: string; exited: Promise<number | null> };

/** The variables a worker needs to share the API's database, bucket, mail server and secrets. */
const envOf = (config: Config): Record<string, string> => ({
  DATABASE_URL: config.databaseUrl!,
  S3_BUCKET: config.s3!.bucket,
  S3_ENDPOINT: config.s3!.endpoint!,
  S3_ACCESS_KEY_ID: config.s3!.credentials!.accessKeyId,
  S3_SECRET_ACCESS_KEY: config.s3!.credentials!.secretAccessKey,
  SMTP_URL: config.smtpUrl!,
  JWT_SECRET: config.jwtSecret,
  FILE_URL_SECRET: config.fileUrlSecret,
  DATA_DIR: config.dataDir,
  JOB_TIMEOUT_S: String(config.jobTimeoutS),
});

let t: TestApp;
let log: string;
const workers: Worker[] = [];

async function startWorkerProcess(): Promise<Worker> {
  // Node itself with tsx's loader (not the tsx CLI, which would put a process in between): the
  // PID the test kills is the worker's own.
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: repo,
    env: {
      ...process.env,
      ...envOf(t.config),
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      WORKER_TEST_LOG: log,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const metricsUrl = await new Promise<string>((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^ready (\S+)$/m.exec(out);
      if (match) ready(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`worker exited with ${code} before it was ready`)));
  });
  const worker = { child, metricsUrl, exited };
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
  // The enqueuer sets a job's timeout: after 2 s a killed worker's job goes to another worker.
  t = await startScaledApp({ API_RUNS_JOBS: 'false', JOB_TIMEOUT_S: '2' });
  log = join(t.dataDir, 'worker-log.jsonl');
  writeFileSync(log, '');
});
afterAll(async () => {
  for (const { child, exited } of workers) {
    // SIGKILL: a worker left holding a hanging job would wait for it on SIGTERM.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
  await t.close();
});

it('runs jobs the API enqueues in a separate worker process, which serves its own metrics', async () => {
  const worker = await startWorkerProcess();
  await t.app.deps.queue.enqueue('test-echo', { tag: 'first' });
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

it('finishes, in another worker, a job whose worker was killed with SIGKILL mid-job', async () => {
  const doomed = await startWorkerProcess();
  // Only the doomed worker runs while the job is taken.
  for (const other of workers.filter((w) => w !== doomed)) {
    other.child.kill('SIGTERM');
    await other.exited;
  }
  await t.app.deps.queue.enqueue('test-echo', { tag: 'killed', hangOnFirstAttempt: true });
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
  const worker = workers.find((w) => w.child.exitCode === null && w.child.signalCode === null)!;
  await t.app.deps.queue.enqueue('test-echo', { tag: 'graceful', slowMs: 1500 });
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
