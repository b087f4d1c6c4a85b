import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { readCpu, underTimes } from '../lib/cpu';

// Measuring a step's CPU through bash's `times`: the CPU of a grandchild counts, as a jest
// worker's or a browser's does under its runner. The busy loop spins until its own clock shows
// the CPU it must burn, so the lower bound holds on any machine, however loaded.
const BURN = 0.4;
const grandchild = `const until = ${BURN * 1e6}; let n = 0; while (process.cpuUsage().user < until) n++;`;
const child = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' }); process.exit(3);`;

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'cpu-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("counts the CPU of the whole tree and keeps the step's exit code", () => {
  const file = path.join(dir, 'step.times');
  const run = underTimes(process.execPath, ['-e', child], file);
  const result = spawnSync(run.command, run.args, { env: { ...process.env, ...run.env } });
  expect(result.status).toBe(3);
  expect(readFileSync(file, 'utf8')).toMatch(
    /^\d+m[\d.]+s \d+m[\d.]+s\n\d+m[\d.]+s \d+m[\d.]+s\n$/,
  );
  expect(readCpu(file)).toBeGreaterThanOrEqual(BURN);
});

it('gives null when a step left no times', () => {
  expect(readCpu(path.join(dir, 'missing.times'))).toBeNull();
});
