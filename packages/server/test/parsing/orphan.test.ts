import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { defaultWorkerPath } from '../../src/parsing/child/run';

jest.setTimeout(60_000);

/** Gone, or a zombie waiting for a reaper that may never come in a container: either way ended. */
function ended(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * A stand-in API process: forks the parse worker as run.ts does, gives it a parse that never ends,
 * prints the child's pid and waits. The test then kills this parent outright, as an OOM killer or
 * a crash would, so none of its own clean-up runs.
 */
const parent = (worker: string) => `
  const { fork } = require('node:child_process');
  const child = fork(${JSON.stringify(worker)}, [], {
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  child.send({ bytes: new Uint8Array([120]), testHook: 'hang' });
  console.log(child.pid);
  setInterval(() => {}, 1000);
`;

it('a parse child whose parent dies ends too, instead of parsing on as an orphan', async () => {
  const worker = process.env.CMS_TEST_PARSE_WORKER ?? defaultWorkerPath();
  const api = spawn(process.execPath, ['-e', parent(worker)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const childPid = await new Promise<number>((resolve, reject) => {
    api.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    api.once('exit', () => reject(new Error('the stand-in parent exited early')));
  });
  try {
    // The child is alive and busy while its parent lives.
    await new Promise((r) => setTimeout(r, 1000));
    expect(ended(childPid)).toBe(false);
    api.kill('SIGKILL');
    expect(await waitUntil(() => ended(childPid), 20_000)).toBe(true);
  } finally {
    api.kill('SIGKILL');
    if (!ended(childPid)) process.kill(childPid, 'SIGKILL');
  }
});
