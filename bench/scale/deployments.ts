import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensurePostgres } from '../../scripts/lib/postgres';
import { startBalancer } from './balancer';
import { startApi } from './processes';

/**
 * The deployments the load bench compares, each on loopback with a fresh data dir:
 * - embedded: one process, PGlite, in-process queue (what `npm start` runs);
 * - postgres-2: PostgreSQL + pg-boss, two stateless API processes behind a round-robin balancer
 *   (docs/deploy.md's topology, minus S3 and SMTP, which the reads measured here do not touch).
 */
export type Deployment = {
  name: string;
  /** Where clients connect: the process, or the balancer in front of the processes. */
  url: string;
  /** DATA_DIR of the processes (its outbox holds the verification mails). */
  dataDir: string;
  stop(): Promise<void>;
};

const secret = () => randomBytes(48).toString('base64url');

export async function startEmbedded(): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-load-'));
  const api = await startApi({ DATA_DIR: dataDir });
  return {
    name: 'embedded (PGlite, 1 process)',
    url: `http://127.0.0.1:${api.port}`,
    dataDir,
    stop: async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const psql = (url: string, statement: string) => {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error}`);
};

export async function startPostgresPair(): Promise<Deployment> {
  const pg = await ensurePostgres();
  const name = `cms_load_${randomBytes(5).toString('hex')}`;
  psql(pg.url, `create database ${name}`);
  const url = new URL(pg.url);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-load-pg-'));
  // Every process must share the secrets: a token one signs, the other verifies.
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: secret(),
    FILE_URL_SECRET: secret(),
  };
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const s of started.reverse()) await s.stop();
    psql(pg.url, `drop database if exists ${name} with (force)`);
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One at a time: the first applies the migrations (the second would wait on their lock).
    const first = await startApi(env);
    started.push(first);
    const second = await startApi(env);
    started.push(second);
    const balancer = await startBalancer([first.port, second.port]);
    started.push({ stop: balancer.close });
    return { name: 'PostgreSQL, 2 API processes', url: balancer.url, dataDir, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
