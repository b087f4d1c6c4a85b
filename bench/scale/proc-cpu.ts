import { readFileSync } from 'node:fs';

import { descendants } from './proc-memory';

/**
 * Where the machine's cores went during a window: CPU seconds of the deployment's processes (every
 * thread, voice threads included, and children such as parse processes) and of this bench process,
 * which plays the users on the same cores. A generation figure under load means little without
 * knowing how much of the two cores the load itself took.
 */
const TICKS_PER_S = 100; // USER_HZ on Linux

/** utime + stime of a process and all its threads (or of one `task`), in seconds; 0 once gone. */
function cpuSeconds(pid: number, task?: number): number {
  try {
    const file = task === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${task}/stat`;
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5), counted here from field 3 (state) at index 0.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

export type CpuShares = {
  serverCores: number;
  /** Of which the processes' main threads: the event loops (requests, queries, job steps). */
  mainCores: number;
  benchCores: number;
};

/** Starts counting; `stop` gives the cores each side used on average since. */
export function sampleCpu(roots: () => number[]): { stop(): CpuShares } {
  const server = () => descendants(roots()).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  // A process's main thread is the task with the process's own id.
  const main = () => descendants(roots()).reduce((sum, pid) => sum + cpuSeconds(pid, pid), 0);
  const startedAt = performance.now();
  const serverAt = server();
  const mainAt = main();
  const benchAt = process.cpuUsage();
  return {
    stop() {
      const wallS = (performance.now() - startedAt) / 1000;
      const bench = process.cpuUsage(benchAt);
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        serverCores: round((server() - serverAt) / wallS),
        mainCores: round((main() - mainAt) / wallS),
        benchCores: round((bench.user + bench.system) / 1e6 / wallS),
      };
    },
  };
}
