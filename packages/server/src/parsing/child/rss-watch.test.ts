import { spawn } from 'node:child_process';

import { residentBytes, watchResident } from './rss-watch';

jest.setTimeout(60_000);

/**
 * A child that grows outside its heap (buffers, as an inflated stream does) is caught by its
 * resident set: the heap cap alone would never stop it.
 */
it('calls over once a process holds more than the bound outside its heap', async () => {
  // 8 MB buffers every 20 ms, kept alive, in a child whose heap may hold only 32 MB; it gives up
  // at 1 GB, so a watch that never fires fails the test instead of filling the machine.
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=32',
      '-e',
      'const kept = []; setInterval(() => kept.push(Buffer.alloc(8 << 20, 1)) > 128 && process.exit(3), 20);',
    ],
    { stdio: 'ignore' },
  );
  const bound = 192 * 1024 * 1024;
  try {
    const seen = await new Promise<number>((resolve, reject) => {
      const stop = watchResident(child.pid!, bound, () => resolve(residentBytes(child.pid!) ?? 0));
      child.once('exit', (code) => {
        stop();
        reject(new Error(`the child ended first (${code})`));
      });
    });
    expect(seen).toBeGreaterThan(bound);
  } finally {
    child.kill('SIGKILL');
  }
});

it('reads the resident set of a live process, and nothing of one that is gone', () => {
  const own = residentBytes(process.pid)!;
  expect(own).toBeGreaterThan(process.memoryUsage().heapUsed / 4);
  expect(residentBytes(2 ** 22 + 12_345)).toBeUndefined();
});
