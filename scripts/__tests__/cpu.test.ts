import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    /^\d+m[\d.]+s \d+m[\d.]+s\n\d+m[\d.]+s \d+m[\d.]+s\n(cgroup \d+\n)?$/,
  );
  expect(readCpu(file)).toBeGreaterThanOrEqual(BURN);
});

// An orphan: a child starts a detached grandchild and exits at once, so init reaps the
// grandchild and `times` never sees it, as with Chromium's renderers; the step then waits for
// the grandchild's mark before it ends. Only the cgroup, where the machine has one, counts it.
it('counts a process that outlived its parent, where the machine gives the run a cgroup', () => {
  const file = path.join(dir, 'orphan.times');
  const mark = path.join(dir, 'orphan.done');
  const burner = path.join(dir, 'burn.js');
  writeFileSync(
    burner,
    `${grandchild}\nrequire('node:fs').writeFileSync(${JSON.stringify(mark)}, 'done');`,
  );
  const parent = path.join(dir, 'parent.js');
  writeFileSync(
    parent,
    `require('node:child_process').spawn(process.execPath, [${JSON.stringify(burner)}], { detached: true, stdio: 'ignore' }).unref();`,
  );
  const waiter = path.join(dir, 'wait.js');
  writeFileSync(
    waiter,
    `const fs = require('node:fs'); while (!fs.existsSync(${JSON.stringify(mark)})) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);`,
  );
  const node = JSON.stringify(process.execPath);
  const run = underTimes('bash', ['-c', `${node} ${parent} && ${node} ${waiter}`], file);
  const result = spawnSync(run.command, run.args, { env: { ...process.env, ...run.env } });
  expect(result.status).toBe(0);
  // On this project's machines (root, cgroup v1) there is one; elsewhere the figure is `times`'.
  expect(run.env.CPU_CGROUP).not.toBe('');
  expect(readFileSync(file, 'utf8')).toMatch(/^cgroup \d+$/m);
  expect(readCpu(file)).toBeGreaterThanOrEqual(BURN);
});

it('gives null when a step left no times', () => {
  expect(readCpu(path.join(dir, 'missing.times'))).toBeNull();
});
