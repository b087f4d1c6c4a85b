import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Polls a URL until it answers 200 or the deadline passes; resolves to the time it took. */
export const waitForOk = async (url: string, timeoutMs: number, started = Date.now()) => {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/**
 * Ends a process group we started (npm start spawns children), by its leader's PID: SIGTERM for
 * a graceful stop, SIGKILL if it is not over after `graceMs`.
 */
export const stopGroup = (child: ChildProcess, graceMs = 15_000) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(kill);
      resolve();
    }
  });

/** The built server on a loopback port with a fresh data dir. */
export const startBuiltServer = async (port: number) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-bench-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForOk(`http://127.0.0.1:${port}/api/v1/health`, 30_000);
  return { url: `http://127.0.0.1:${port}`, dataDir, pid: child.pid!, stop: () => stopGroup(child) };
};
