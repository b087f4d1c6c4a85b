/**
 * Cold `npm start` on a fresh clone of HEAD (install + production build + migrate + serve) and
 * the warm restart of the same clone. The pnpm store on this machine is warm, so "cold" means
 * no node_modules and no builds, not an empty download cache.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot, stopGroup, waitForOk } from '../support/server';

const PORT = 3191;

const timeStart = async (clone: string, dataDir: string) => {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    await waitForOk(`http://127.0.0.1:${PORT}/api/v1/health`, 15 * 60_000, started);
    await waitForOk(`http://127.0.0.1:${PORT}/`, 10_000);
    return (Date.now() - started) / 1000;
  } finally {
    await stopGroup(child);
  }
};

export const measureStartTimes = async () => {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-clone-'));
  const dataDir = path.join(clone, 'bench-data');
  try {
    execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
    const cold = await timeStart(clone, dataDir);
    const warm = await timeStart(clone, dataDir);
    return { cold, warm };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
};
