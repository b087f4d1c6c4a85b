import { readdirSync, readFileSync } from 'node:fs';

import { createSynthesisPool } from '../../src/adapters/tts/pool/synthesis-pool';
import { SYNTHESIS_NICE } from '../../src/adapters/tts/pool/thread-priority';

jest.setTimeout(60_000);

/** Nice value of every thread of this process, by thread id, as the kernel schedules them. */
function niceByThread(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task').map(Number)) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      nice.set(tid, Number(fields[16]));
    } catch {
      // The thread ended while we looked.
    }
  }
  return nice;
}

/**
 * Voice threads run below the API's priority, so a read answered while lines are made waits for
 * no voice; the API's own thread keeps its priority.
 */
it('runs each voice thread at the synthesis priority and leaves the main thread alone', async () => {
  const pool = createSynthesisPool({ size: 2, idleMs: 0, nice: SYNTHESIS_NICE });
  try {
    const before = niceByThread();
    await Promise.all([
      pool.run({ kind: 'test-sleep', ms: 50, tag: 1 }),
      pool.run({ kind: 'test-sleep', ms: 50, tag: 2 }),
    ]);
    const lowered = [...niceByThread()].filter(
      ([tid, nice]) => !before.has(tid) && nice === SYNTHESIS_NICE,
    );
    expect(pool.threadCount()).toBe(2);
    expect(lowered.length).toBeGreaterThanOrEqual(2);
    expect(niceByThread().get(process.pid)).toBe(before.get(process.pid));
    expect(SYNTHESIS_NICE).toBeGreaterThan(before.get(process.pid)!);
  } finally {
    await pool.close();
  }
});

it('runs the threads at the nice value configured (SYNTHESIS_NICE)', async () => {
  const pool = createSynthesisPool({ size: 1, idleMs: 0, nice: 4 });
  try {
    const before = niceByThread();
    await pool.run({ kind: 'test-sleep', ms: 20, tag: 1 });
    const added = [...niceByThread()].filter(([tid]) => !before.has(tid)).map(([, n]) => n);
    expect(added).toContain(4);
    expect(added).not.toContain(SYNTHESIS_NICE);
  } finally {
    await pool.close();
  }
});

it('leaves the threads at the process priority when none is given (a pool made alone)', async () => {
  const pool = createSynthesisPool({ size: 1, idleMs: 0 });
  try {
    const before = niceByThread();
    await pool.run({ kind: 'test-sleep', ms: 20, tag: 1 });
    const added = [...niceByThread()].filter(([tid]) => !before.has(tid)).map(([, n]) => n);
    expect(added.length).toBeGreaterThan(0);
    expect(new Set(added)).toEqual(new Set([before.get(process.pid)]));
  } finally {
    await pool.close();
  }
});
