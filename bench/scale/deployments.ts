import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Database, openDatabase } from '../../packages/server/src/db/database';
import { ensurePostgres } from '../../scripts/lib/postgres';
import { onCleanup } from '../support/children';
import { startBalancer } from './balancer';
import { type ApiProcess, startApi, startJobWorker } from './processes';

/**
 * The deployments the load bench compares, each on loopback with a fresh data dir:
 * - embedded: one process, PGlite, pg-boss on it (what `npm start` runs);
 * - postgres-2: PostgreSQL + pg-boss, two stateless API processes behind a round-robin balancer
 *   and two job workers that make the voices (docs/deploy.md's topology, minus S3 and SMTP, which
 *   the load measured here does not touch).
 * Each registers its own stop with bench/support/children, so an interrupted bench still ends
 * its processes and drops its database.
 */
export type Deployment = {
  name: string;
  /** Where clients connect: the process, or the balancer in front of the processes. */
  url: string;
  /** DATA_DIR of the processes (its outbox holds the verification mails). */
  dataDir: string;
  /** Runs `write` on the deployment's database, through the server's own database module. */
  seed<T>(write: (database: Database) => Promise<T>): Promise<T>;
  /** Process groups of the API processes and workers, for their memory (bench/scale/proc-memory.ts). */
  pids(): number[];
  stop(): Promise<void>;
};

const secret = () => randomBytes(48).toString('base64url');

const announce = (name: string, apis: ApiProcess[]) =>
  console.error(
    `[load] ${name}: API process group ${apis.map((a) => `${a.pid} on :${a.port}`).join(', group ')}`,
  );

/** `stop` once, however many exit paths call it. */
function once(stop: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= stop());
}

async function withDatabase<T>(database: Database, write: (db: Database) => Promise<T>) {
  try {
    return await write(database);
  } finally {
    await database.close();
  }
}

export async function startEmbedded(): Promise<Deployment> {
  const name = 'embedded (PGlite, 1 process)';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-load-'));
  let api: ApiProcess | undefined;
  const stop = once(async () => {
    dispose();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const dispose = onCleanup(stop);
  try {
    api = await startApi({ DATA_DIR: dataDir });
    announce(name, [api]);
  } catch (err) {
    await stop();
    throw err;
  }
  const port = api.port;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    // PGlite belongs to one process: the API stops while the bench writes, then starts again on
    // the same port (and the same DATA_DIR, so its secrets and sessions stay valid).
    seed: async (write) => {
      await api?.stop();
      api = undefined;
      const result = await withDatabase(openDatabase({ dataDir }), write);
      api = await startApi({ DATA_DIR: dataDir }, port);
      announce(name, [api]);
      return result;
    },
    pids: () => (api ? [api.pid] : []),
    stop,
  };
}

const psql = (url: string, statement: string) => {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error}`);
};

export async function startPostgresPair(): Promise<Deployment> {
  const name = 'PostgreSQL, 2 API processes + 2 workers';
  const pg = await ensurePostgres();
  const database = `cms_load_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-load-pg-'));
  const started: { stop(): Promise<void> }[] = [];
  let created = false;
  const stop = once(async () => {
    dispose();
    for (const s of started.reverse()) await s.stop();
    if (created) psql(pg.url, `drop database if exists ${database} with (force)`);
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const dispose = onCleanup(stop);
  try {
    psql(pg.url, `create database ${database}`);
    created = true;
    const url = new URL(pg.url);
    url.pathname = `/${database}`;
    // Every process must share the secrets: a token one signs, the other verifies.
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: secret(),
      FILE_URL_SECRET: secret(),
    };
    // One at a time: the first applies the migrations (the second would wait on their lock).
    // The API processes only enqueue; the workers run the jobs, voices included.
    const first = await startApi({ ...env, API_RUNS_JOBS: 'false' });
    started.push(first);
    const second = await startApi({ ...env, API_RUNS_JOBS: 'false' });
    started.push(second);
    const workers = [await startJobWorker(env), await startJobWorker(env)];
    started.push(...workers);
    announce(name, [first, second, ...workers]);
    const balancer = await startBalancer([first.port, second.port]);
    started.push({ stop: balancer.close });
    return {
      name,
      url: balancer.url,
      dataDir,
      seed: (write) =>
        withDatabase(openDatabase({ dataDir, databaseUrl: env.DATABASE_URL }), write),
      pids: () => [first.pid, second.pid, ...workers.map((w) => w.pid)],
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
