import type { ChildProcess } from 'node:child_process';

/**
 * Child processes a bench starts, ended on every way out of the bench: its normal end, a thrown
 * error, SIGINT/SIGTERM/SIGHUP, an uncaught exception or rejection. The children run in process
 * groups of their own (detached, so a terminal's Ctrl-C does not cut their graceful stop short),
 * which also means nothing else ends them when the bench dies: this module does.
 *
 * - `trackChild` records a detached child's group until the child exits;
 * - `onCleanup` registers the graceful stop of what was started (children, databases, temporary
 *   directories), run on a signal or an uncaught error before the bench exits;
 * - on `exit`, whatever group is still recorded gets SIGKILL (the last resort: `exit` handlers
 *   cannot wait).
 */
type Cleanup = () => Promise<void>;

const groups = new Set<number>();
const cleanups = new Set<Cleanup>();
// A graceful stop that hangs must not keep the bench (and its children) alive.
const CLEANUP_TIMEOUT_MS = 20_000;
let installed = false;
let leaving = false;

function killGroups(signal: NodeJS.Signals): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}

async function leave(code: number, reason: string): Promise<void> {
  if (leaving) {
    // A second Ctrl-C: no more waiting.
    killGroups('SIGKILL');
    process.exit(code);
  }
  leaving = true;
  console.error(`[bench] ${reason}: stopping ${groups.size} child process group(s)`);
  const timeout = new Promise((resolve) => setTimeout(resolve, CLEANUP_TIMEOUT_MS).unref());
  await Promise.race([Promise.allSettled([...cleanups].map((cleanup) => cleanup())), timeout]);
  killGroups('SIGKILL');
  process.exit(code);
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => void leave(code, signal));
  }
  const crash = (err: unknown) => {
    console.error(err);
    void leave(1, 'uncaught error');
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  process.on('exit', () => killGroups('SIGKILL'));
}

/** Records a child started with `detached: true` (its PID is its group's id) until it exits. */
export function trackChild(child: ChildProcess): void {
  install();
  const pid = child.pid;
  if (pid === undefined) return;
  groups.add(pid);
  child.once('exit', () => groups.delete(pid));
}

/** Runs `cleanup` if the bench is interrupted; the returned function unregisters it. */
export function onCleanup(cleanup: Cleanup): () => void {
  install();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** PIDs of the child groups still running (for logs and tests). */
export const trackedPids = (): number[] => [...groups];
