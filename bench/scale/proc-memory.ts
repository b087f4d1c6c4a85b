import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of the benchmarked processes, read from /proc (VmRSS). Each process runs under
 * bench/support/watchdog.mjs, whose group pid the bench holds: the figure is every descendant of
 * that watchdog (the server or worker, and children it started such as parse processes), not the
 * watchdog itself, which no deployment runs.
 */
const rssKb = (pid: number): number => {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    // Gone between the listing and the read.
    return 0;
  }
};

const parentOf = (pid: string): number => {
  try {
    // The command name may hold spaces and parentheses; the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
};

/** Every descendant of `roots` now, the roots themselves left out. */
export function descendants(roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    const parent = parentOf(entry);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const stack = roots.flatMap((root) => children.get(root) ?? []);
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** MB resident in the descendants of `roots`, all together. */
export function descendantsMb(roots: number[]): number {
  const kb = descendants(roots).reduce((sum, pid) => sum + rssKb(pid), 0);
  return Math.round(kb / 1024);
}

/** The highest figure seen while it runs, every 250 ms. */
export function sampleMemory(roots: () => number[]): { stop(): number } {
  let peak = descendantsMb(roots());
  const timer = setInterval(() => {
    peak = Math.max(peak, descendantsMb(roots()));
  }, 250);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, descendantsMb(roots()));
    },
  };
}
