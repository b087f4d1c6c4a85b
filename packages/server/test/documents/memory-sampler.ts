/**
 * Samples, while hostile files are parsed, what the operating system sees: the resident memory
 * of this process (the API under test) plus all its descendants (parse children), and how long
 * `/health` takes to answer over HTTP.
 */
import { readFileSync } from 'node:fs';

import { residentBytes } from '../../src/parsing/child/rss-watch';
import type { TestApp } from '../helpers/app';

function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    children = tasks ? tasks.split(' ').map(Number) : [];
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

export function sampleWhileParsing(t: TestApp, everyMs = 100) {
  let peakBytes = 0;
  const health: { status: number; ms: number }[] = [];
  let stopped = false;
  const memory = setInterval(() => {
    const pids = [process.pid, ...descendants(process.pid)];
    const total = pids.reduce((sum, pid) => sum + (residentBytes(pid) ?? 0), 0);
    peakBytes = Math.max(peakBytes, total);
  }, everyMs);
  const probing = (async () => {
    while (!stopped) {
      const started = performance.now();
      const res = await t.http('/api/v1/health');
      health.push({ status: res.status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    clearInterval(memory);
    await probing;
    return { peakMb: Math.round(peakBytes / 1024 / 1024), health };
  };
}
