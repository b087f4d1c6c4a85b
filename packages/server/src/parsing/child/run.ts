/**
 * Runs the parser in a child process with a hard time limit and heap cap:
 * the worker is killed on timeout, a heap overflow ends only the worker, and every failure comes
 * back as a typed outcome with the message the user sees.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

import { FAILURE_MESSAGES, type ParseFailureCode } from '../errors';
import type { ParseOutcome, ParseRequest } from './protocol';
import { watchResident } from './rss-watch';

export type { ParseOutcome } from './protocol';

export interface ChildParseOptions {
  fileName?: string;
  timeoutMs?: number;
  maxMemoryMb?: number;
  /** Defaults to worker.js (bundled) or worker.ts (source, run through tsx) beside this file. */
  workerPath?: string;
  testHook?: ParseRequest['testHook'];
  /** Aborted (the document was deleted): the child is killed and the parse fails as cancelled. */
  signal?: AbortSignal;
}

const fail = (code: ParseFailureCode): ParseOutcome => ({
  ok: false,
  code,
  message: FAILURE_MESSAGES[code],
});

// Jest runs this file as CommonJS (__dirname); tsx and the bundle run it as ESM.
const here = (): string =>
  typeof __dirname === 'string' ? __dirname : path.dirname(new URL(import.meta.url).pathname);

export function defaultWorkerPath(): string {
  const js = path.join(here(), 'worker.js');
  return existsSync(js) ? js : path.join(here(), 'worker.ts');
}

/**
 * The child's heap cap, chosen from measured peaks (security check 43): on hostile 10 MB TXT
 * files a child's resident memory peaked at the old-space cap plus 170–270 MB with V8's default
 * young generation, and at the cap plus 85–140 MB with 4 MB semi-spaces. 192 MB + 4 MB semi-spaces
 * peaked at 276–332 MB, so the default pool on 2 cores plus the API stays under 1.5 GB; the
 * largest real scripts of the corpus (1.3 MB PDF, DOCX, FDX) need well under it.
 */
export const PARSE_HEAP_MB = 192;
const SEMI_SPACE_MB = 4;
const CHILD_NICENESS = 5;
/**
 * A source worker (tests, `dev`) compiles the parser through tsx inside the child, which alone
 * overflows a 192 MB heap: it keeps the former default. The bundled worker of `npm start` loads
 * at no such cost.
 */
const SOURCE_HEAP_MB = 512;
/**
 * The child's whole resident memory, heap and buffers outside it, at most its heap cap plus this:
 * above the 85–140 MB measured beyond the heap on hostile files, so only a runaway reaches it.
 */
const RESIDENT_OVER_HEAP_MB = 256;

export function parseInChildProcess(
  bytes: Uint8Array,
  {
    fileName,
    timeoutMs = 30_000,
    maxMemoryMb,
    workerPath,
    testHook,
    signal,
  }: ChildParseOptions = {},
): Promise<ParseOutcome> {
  if (signal?.aborted) return Promise.resolve(fail('cancelled'));
  const worker = workerPath ?? defaultWorkerPath();
  const source = worker.endsWith('.ts');
  const heapMb = maxMemoryMb ?? (source ? SOURCE_HEAP_MB : PARSE_HEAP_MB);
  const execArgv = [
    `--max-old-space-size=${heapMb}`,
    // The young generation is outside the old-space cap; V8's default adds ~100 MB of RSS.
    `--max-semi-space-size=${Math.min(SEMI_SPACE_MB, heapMb)}`,
  ];
  // Source workers need the TypeScript loader; it is resolved from the worker's own folder.
  if (source) execArgv.push('--import', 'tsx');
  return new Promise((resolve) => {
    let outcome: ParseOutcome | undefined;
    const child = fork(worker, [], {
      cwd: path.dirname(worker),
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // Parses yield the CPU to the API process, so it keeps answering while children work.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // Not permitted here (some containers): the child runs at the API's priority.
      }
    }
    // The outcome is settled once the child has exited, so the pool's slot (and the memory it
    // stands for) is free only when the process is really gone, a killed one included.
    const cancel = () => finish(fail('cancelled'));
    const finish = (result: ParseOutcome) => {
      if (outcome) return;
      outcome = result;
      clearTimeout(timer);
      unwatch();
      signal?.removeEventListener('abort', cancel);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      else resolve(result);
    };
    const timer = setTimeout(() => finish(fail('timeout')), timeoutMs);
    const unwatch =
      child.pid === undefined
        ? () => undefined
        : watchResident(child.pid, (heapMb + RESIDENT_OVER_HEAP_MB) * 1024 * 1024, () =>
            finish(fail('out_of_memory')),
          );
    signal?.addEventListener('abort', cancel, { once: true });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('message', (result: ParseOutcome) => finish(result));
    child.on('error', () => {
      finish(fail('unreadable'));
      // A child that never started has no exit to wait for.
      if (child.pid === undefined) resolve(outcome!);
    });
    child.on('exit', (code, signal) => {
      const oom =
        /heap out of memory|Allocation failed/i.test(stderr) ||
        signal === 'SIGABRT' ||
        code === 134;
      finish(fail(oom ? 'out_of_memory' : 'unreadable'));
      resolve(outcome!);
    });
    child.send({ bytes, fileName, testHook } satisfies ParseRequest);
  });
}
