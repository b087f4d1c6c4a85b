/**
 * Measuring a step's CPU exactly: the step runs under bash, which waits for it, and bash's `times`
 * then reports the user and system time of every process of the tree that was waited for (the
 * kernel adds a reaped child's time, and its own reaped children's, to its parent). A process that
 * outlives its parent and is reaped by init is not counted; the steps' runners wait for theirs.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { costliestFiles, longestJourneys, parseBashTimes, type FileCost } from './cpu-table';

const SCRIPT = '"$@"; status=$?; times > "$CPU_TIMES_FILE"; exit $status';

/** The command and arguments that run `command` and leave its CPU in `timesFile`. */
export const underTimes = (command: string, args: string[], timesFile: string) => ({
  command: 'bash',
  args: ['-c', SCRIPT, 'bash', command, ...args],
  env: { CPU_TIMES_FILE: timesFile },
});

/** CPU-seconds written by `underTimes`, or null when the step left none. */
export const readCpu = (timesFile: string): number | null =>
  existsSync(timesFile) ? parseBashTimes(readFileSync(timesFile, 'utf8')) : null;

/** The per-file CPU lines the jest environments wrote (tools/jest/cpu-clock.cjs) for one step. */
export const readJestFiles = (dir: string, root: string, limit = 20): FileCost[] => {
  if (!existsSync(dir)) return [];
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  return costliestFiles(text, root, limit);
};

export const readJourneys = (report: string, limit = 20) =>
  existsSync(report) ? longestJourneys(JSON.parse(readFileSync(report, 'utf8')), limit) : [];

export const clearDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
