import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

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
};

/** One built API process (dist/main.js) on a free port, ready when its health answers 200. */
export async function startApi(
  env: Record<string, string>,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'packages/server/dist/main.js')],
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...LOAD_ENV, ...env, PORT: String(port) },
    },
  );
  try {
    // A fresh PGlite migrates on first start; on a busy two-core machine that can take a while.
    await waitForOk(`http://127.0.0.1:${port}/api/v1/health`, 120_000);
  } catch (err) {
    await stopGroup(child);
    throw err;
  }
  return { port, stop: () => stopGroup(child) };
}
