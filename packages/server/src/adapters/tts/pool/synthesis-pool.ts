/**
 * A pool of worker threads for synthesis and audio work (each job blocks its thread for
 * 25–300 ms, which the API's event loop must never do). Jobs start strictly in the order they were
 * submitted, so a script's first lines are ready first; `urgent` jobs (a preview, one line
 * regenerated while the user waits) go to the front. A worker that dies fails only the job it was
 * running and is replaced on demand; so is one ended because its job was cancelled. Threads start on demand and end after `idleMs` without
 * work: each holds its engines' WASM and heap (~100 MB), which a server between reads should not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { type PoolLoad, VoiceError } from '../tts-port';

export type { PoolLoad };
import type { Job, JobRequest, JobResponse, JobResults } from './pool-protocol';

export interface PoolOptions {
  /** Worker threads; defaults to the available cores (at most 8). */
  size?: number;
  /** Defaults to voice-worker.js beside the bundle, else voice-worker.ts run through tsx. */
  workerPath?: string;
  /** A thread with no work for this long ends; the next job starts a new one. 0: never. */
  idleMs?: number;
  /**
   * Each thread's nice value (thread-priority.ts); 0, the process's own, unless given. The server
   * gives SYNTHESIS_NICE (10 by default); a pool made alone, as in tests, competes as equals.
   */
  nice?: number;
}

export interface RunOptions {
  urgent?: boolean;
  /**
   * Aborted: a job still queued is dropped and a running one is stopped by ending its thread (an
   * engine in WASM cannot be interrupted otherwise); either is rejected as cancelled.
   */
  signal?: AbortSignal;
}

export interface SynthesisPool {
  readonly size: number;
  run<K extends Job['kind']>(
    job: Extract<Job, { kind: K }>,
    options?: RunOptions,
  ): Promise<JobResults[K]>;
  /** Starts every worker and loads the engines, so the first line does not wait for them. */
  warm(): Promise<void>;
  /** Threads alive now (started on demand, ended when idle). */
  threadCount(): number;
  load(): PoolLoad;
  /** Refuses new jobs, fails queued ones, lets running ones finish, then ends the threads. */
  close(): Promise<void>;
}

interface Pending {
  id: number;
  job: Job;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  /** Removes the abort listener once the job has settled. */
  release?: () => void;
  /** Set while the job runs: ends its thread. */
  stop?: () => void;
}

interface Slot {
  worker: Worker;
  current?: Pending;
  idle?: NodeJS.Timeout;
}

const DEFAULT_IDLE_MS = 60_000;

// Jest runs this file as CommonJS (__dirname); tsx and the bundle run it as ESM.
const here = (): string =>
  typeof __dirname === 'string' ? __dirname : path.dirname(new URL(import.meta.url).pathname);

export function defaultWorkerPath(): string {
  const bundled = path.join(here(), 'voice-worker.js');
  return existsSync(bundled) ? bundled : path.join(here(), 'voice-worker.ts');
}

/** Source workers load through tsx's ESM API, found from this file's own folder. */
function tsxApiUrl(): string {
  const require = createRequire(path.join(here(), 'noop.js'));
  const manifest = require.resolve('tsx/package.json');
  const exported = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default;
  return pathToFileURL(path.join(path.dirname(manifest), exported)).href;
}

function spawn(workerPath: string, nice: number): Worker {
  if (!workerPath.endsWith('.ts')) return new Worker(workerPath, { workerData: { nice } });
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });`;
  return new Worker(boot, {
    eval: true,
    workerData: { tsx: tsxApiUrl(), entry: pathToFileURL(workerPath).href, nice },
  });
}

export function createSynthesisPool(options: PoolOptions = {}): SynthesisPool {
  const size = Math.max(1, options.size ?? Math.min(8, availableParallelism() || 2));
  const workerPath = options.workerPath ?? defaultWorkerPath();
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const nice = options.nice ?? 0;
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let done = 0;
  let closing = false;
  let drained: (() => void) | undefined;

  const busy = () => slots.filter((s) => s.current).length;

  function settle(slot: Slot, response: JobResponse) {
    const pending = slot.current;
    slot.current = undefined;
    pending?.release?.();
    slot.worker.unref();
    done += 1;
    if (pending && pending.id === response.id) {
      if (response.ok) pending.resolve(response.result as never);
      else pending.reject(new VoiceError(response.error.message, toCode(response.error.code)));
    }
    dispatch();
    if (!slot.current && idleMs > 0 && !closing)
      slot.idle = setTimeout(() => retire(slot), idleMs).unref();
  }

  /** Ends an idle thread; its exit is expected, so it fails nothing. */
  function retire(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index < 0 || slot.current) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
  }

  function start(): Slot {
    const slot: Slot = { worker: spawn(workerPath, nice) };
    slot.worker.on('message', (response: JobResponse) => settle(slot, response));
    const fail = (reason: string) => {
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      const pending = slot.current;
      slot.current = undefined;
      pending?.release?.();
      pending?.reject(new VoiceError(reason, 'engine_failed'));
      dispatch();
    };
    slot.worker.on('error', (error) => fail(`The voice engine stopped: ${error.message}`));
    slot.worker.on('exit', (code) => fail(`The voice engine stopped (exit ${code})`));
    slots.push(slot);
    return slot;
  }

  /** A cancelled job's thread is ended mid-line; the next job starts a fresh one. */
  function cancelRunning(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    const pending = slot.current;
    slot.current = undefined;
    done += 1;
    void slot.worker.terminate();
    pending?.reject(cancelled());
    // After the other listeners of the same abort: the document's queued lines leave the queue
    // first, rather than each being started on a fresh thread only to be ended in turn.
    queueMicrotask(dispatch);
  }

  function dispatch() {
    while (queue.length > 0 && !closing) {
      const slot = slots.find((s) => !s.current) ?? (slots.length < size ? start() : undefined);
      if (!slot) break;
      const pending = queue.shift()!;
      clearTimeout(slot.idle);
      slot.current = pending;
      pending.stop = () => cancelRunning(slot);
      slot.worker.ref();
      slot.worker.postMessage({ id: pending.id, job: pending.job } satisfies JobRequest);
    }
    if (closing && busy() === 0) drained?.();
  }

  function run<K extends Job['kind']>(
    job: Extract<Job, { kind: K }>,
    { urgent = false, signal }: RunOptions = {},
  ): Promise<JobResults[K]> {
    if (closing)
      return Promise.reject(new VoiceError('The voice engine is shutting down', 'engine_failed'));
    if (signal?.aborted) return Promise.reject(cancelled());
    return new Promise<JobResults[K]>((resolve, reject) => {
      const pending: Pending = { id: nextId++, job, resolve, reject };
      if (signal) {
        // A deleted document's lines leave the queue at once, and the one being made stops.
        const drop = () => {
          const index = queue.indexOf(pending);
          if (index >= 0) queue.splice(index, 1);
          if (pending.stop) return pending.stop();
          reject(cancelled());
        };
        signal.addEventListener('abort', drop, { once: true });
        pending.release = () => signal.removeEventListener('abort', drop);
      }
      if (urgent) queue.unshift(pending);
      else queue.push(pending);
      dispatch();
    });
  }

  return {
    size,
    run,
    threadCount: () => slots.length,
    load: () => ({ queued: queue.length, running: busy(), done }),
    async warm() {
      await Promise.all(Array.from({ length: size }, () => run({ kind: 'warm' })));
    },
    async close() {
      if (closing) return;
      closing = true;
      for (const pending of queue.splice(0)) {
        pending.release?.();
        pending.reject(new VoiceError('The voice engine is shutting down', 'engine_failed'));
      }
      if (busy() > 0) await new Promise<void>((resolve) => (drained = resolve));
      const ending = slots.splice(0);
      for (const slot of ending) clearTimeout(slot.idle);
      await Promise.all(ending.map((s) => s.worker.terminate()));
    },
  };
}

const cancelled = () => new VoiceError('The line was cancelled', 'cancelled');

const toCode = (code?: string): VoiceError['code'] =>
  code === 'unknown_voice' || code === 'bad_request' || code === 'provider_failed'
    ? code
    : 'engine_failed';
