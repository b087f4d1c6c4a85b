/**
 * Measuring a step's CPU exactly: the step runs under bash, which waits for it, and bash's `times`
 * then reports the user and system time of every process of the tree that was waited for (the
 * kernel adds a reaped child's time, and its own reaped children's, to its parent). A process that
 * outlives its parent is reaped by init and not counted that way: Chromium's renderer and GPU
 * processes are, about 600 CPU s of a run's journeys. So where the machine lets the run make a
 * cpuacct cgroup (root, cgroup v1 mounted), the step runs in its own and the cgroup's total, which
 * follows every descendant wherever it is reaped, is the figure; `times` is the fallback.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { costliestFiles, longestJourneys, parseBashTimes, type FileCost } from './cpu-table';

/**
 * This process's own cpuacct cgroup directory, where the steps' cgroups are made (in a container
 * it is not the hierarchy's root), or '' when there is none to use.
 */
const ownCgroup = (): string => {
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((l) => l.split(':')[1]?.split(',').includes('cpuacct'));
    const mount = ['/sys/fs/cgroup/cpuacct', '/sys/fs/cgroup/cpu,cpuacct'].find(existsSync);
    const dir = line && mount ? path.join(mount, line.split(':')[2]) : '';
    return dir && existsSync(path.join(dir, 'cgroup.procs')) ? dir : '';
  } catch {
    return '';
  }
};

const SCRIPT = [
  'g="$CPU_CGROUP"; counted=',
  'if [ -n "$g" ] && mkdir "$g" 2>/dev/null; then echo $$ > "$g/cgroup.procs" 2>/dev/null && counted=1; fi',
  '"$@"; status=$?',
  'times > "$CPU_TIMES_FILE"',
  'if [ -n "$counted" ]; then',
  '  echo "cgroup $(cat "$g/cpuacct.usage")" >> "$CPU_TIMES_FILE"',
  // Out of it again, so it can be removed (it stays while a leftover process of the step runs).
  '  echo $$ > "$CPU_CGROUP_HOME/cgroup.procs"; rmdir "$g" 2>/dev/null',
  'fi',
  'exit $status',
].join('\n');

/** The command and arguments that run `command` and leave its CPU in `timesFile`. */
export const underTimes = (command: string, args: string[], timesFile: string) => ({
  command: 'bash',
  args: ['-c', SCRIPT, 'bash', command, ...args],
  env: (() => {
    const home = ownCgroup();
    const name = `castmyscript-${process.pid}-${path.basename(timesFile)}`;
    return {
      CPU_TIMES_FILE: timesFile,
      CPU_CGROUP: home && path.join(home, name),
      CPU_CGROUP_HOME: home,
    };
  })(),
});

/** CPU-seconds written by `underTimes` (the cgroup's total when there was one), or null when the step left none. */
export const readCpu = (timesFile: string): number | null => {
  if (!existsSync(timesFile)) return null;
  const text = readFileSync(timesFile, 'utf8');
  const cgroup = /^cgroup (\d+)$/m.exec(text);
  return cgroup ? Number(cgroup[1]) / 1e9 : parseBashTimes(text);
};

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
