import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import { trackChild } from '../support/children';
import { repoRoot, stopGroup, waitForOk } from '../support/server';

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Settings every benchmarked API process gets: one loopback client must not hit the per-IP limits. */
export const LOAD_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
  AUTH_RATE_LIMIT_MAX: '1000000000',
  LOGIN_MAX_FAILURES: '1000000000',
  LOGIN_MAX_FAILURES_PER_IP: '1000000000',
  // The bench reads each process's memory parts from /metrics (bench/scale/memory-parts.ts).
  METRICS_TOKEN: 'load-bench-metrics-token-0123456789',
  // As `npm start` and `start:worker` run the server (scripts/bootstrap.mjs).
  MALLOC_ARENA_MAX: '2',
};

export type ApiProcess = { port: number; pid: number; stop(): Promise<void> };

// To see where a server's time goes under load: LOAD_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'
// (written when the bench stops it) and LOAD_SERVER_LOG=info (request logs on stdout).
const nodeArgs = () => process.env.LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const serverLog = () => process.env.LOAD_SERVER_LOG;

/**
 * One built API process (dist/main.js) on `port` (a free one by default), ready when its health
 * answers 200. It runs under bench/support/watchdog.mjs, in a process group of its own that the
 * bench tracks: an interrupted bench stops the group, and a killed one closes the watchdog's stdin,
 * which ends it. `pid` is the group's.
 */
export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  port ??= await freePort();
  return startBuilt('main.js', { ...env, PORT: String(port) }, port, '/api/v1/health');
}

/**
 * One job worker (dist/worker-main.js), as `npm run start:worker` runs it beside the API
 * processes; ready when its metrics server's /live answers (METRICS_PORT, the only port it opens).
 */
export async function startJobWorker(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  return startBuilt('worker-main.js', { ...env, METRICS_PORT: String(port) }, port, '/live');
}

async function startBuilt(
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<ApiProcess> {
  const log = serverLog();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'bench/support/watchdog.mjs'),
      process.execPath,
      ...nodeArgs(),
      path.join(repoRoot, 'packages/server/dist', entry),
    ],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['pipe', log ? 'inherit' : 'ignore', 'inherit'],
      env: { ...process.env, ...LOAD_ENV, ...(log ? { LOG_LEVEL: log } : {}), ...env },
    },
  );
  trackChild(child);
  try {
    // A fresh PGlite migrates on first start; on a busy two-core machine that can take a while.
    await waitForOk(`http://127.0.0.1:${port}${readyPath}`, 120_000);
  } catch (err) {
    await stopGroup(child);
    throw err;
  }
  return { port, pid: child.pid!, stop: () => stopGroup(child) };
}
