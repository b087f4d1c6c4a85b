import type { Db } from '../../db/database';
import type { JobRow } from '../../db/schema';
import { type Logger, silentLogger } from '../../lib/logger';
import { backoffMs } from './backoff';
import {
  claimJobs,
  completeJob,
  countFailed,
  countPending,
  failJob,
  insertJob,
  resumeInterruptedJobs,
  retryJob,
} from './jobs-dal';
import type { JobHandler, QueuePort } from './queue-port';

/**
 * In-process queue adapter (embedded default). Jobs live in the `jobs` table, so they survive a
 * restart: `start()` resumes work a crash left running. Workers run in this process; it wakes on
 * enqueue and otherwise polls for delayed and retried jobs. It assumes one server process owns the
 * table; scaled deployments use the pg-boss adapter instead.
 */
export type InProcessQueueOptions = {
  db: Db;
  logger?: Logger;
  /** How often to look for delayed or retried jobs that became due. */
  pollMs?: number;
  /** First retry delay; doubles with each further attempt. */
  retryBaseMs?: number;
};

type Worker = { handler: JobHandler<unknown>; concurrency: number; active: number };

const MAX_ERROR_LENGTH = 2000;

export function createInProcessQueue(opts: InProcessQueueOptions): QueuePort {
  const { db, logger = silentLogger, pollMs = 1000, retryBaseMs = 5000 } = opts;
  const workers = new Map<string, Worker>();
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;

  const schedule = (delay: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(kick, delay);
  };

  function kick(): void {
    if (!running) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = tick()
      .catch((err) => logger.error({ err }, 'queue poll failed'))
      .finally(() => {
        ticking = undefined;
        if (tickAgain) {
          tickAgain = false;
          kick();
        } else schedule(pollMs);
      });
  }

  async function tick(): Promise<void> {
    for (const [name, worker] of workers) {
      const free = worker.concurrency - worker.active;
      if (!running || free <= 0) continue;
      for (const job of await claimJobs(db, name, free)) {
        worker.active += 1;
        const run = execute(worker, job)
          .catch((err) => logger.error({ err, jobId: job.id }, 'could not record job outcome'))
          .finally(() => {
            worker.active -= 1;
            inFlight.delete(run);
            kick();
          });
        inFlight.add(run);
      }
    }
  }

  async function execute(worker: Worker, job: JobRow): Promise<void> {
    const ctx = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    try {
      await worker.handler(job.payload, ctx);
      await completeJob(db, job.id);
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      if (job.attempts >= job.maxAttempts) {
        logger.error({ jobId: job.id, queue: job.queue, reason }, 'job failed for good');
        await failJob(db, job.id, reason);
      } else {
        const delay = backoffMs(job.attempts, retryBaseMs);
        logger.warn({ jobId: job.id, queue: job.queue, reason, delay }, 'job failed; will retry');
        await retryJob(db, job.id, reason, delay);
      }
    }
  }

  async function stop(): Promise<void> {
    running = false;
    clearTimeout(timer);
    await ticking;
    // Drain: jobs already started finish and record their outcome before the database closes.
    await Promise.allSettled([...inFlight]);
  }

  return {
    driver: 'in-process',
    async enqueue(name, payload, jobOpts = {}) {
      const result = await insertJob(db, { queue: name, payload, ...jobOpts });
      if (result.created && !jobOpts.delayMs) kick();
      return result;
    },
    work(name, handler, workOpts = {}) {
      const concurrency = Math.max(1, workOpts.concurrency ?? 1);
      workers.set(name, { handler: handler as JobHandler<unknown>, concurrency, active: 0 });
      kick();
    },
    pendingCount: () => countPending(db),
    failedCount: () => countFailed(db),
    isRunning: () => running,
    async start() {
      if (running) return;
      const resumed = await resumeInterruptedJobs(db);
      if (resumed.requeued || resumed.failed) logger.info(resumed, 'resumed interrupted jobs');
      running = true;
      kick();
    },
    stop,
    // The database is the app's: closing it is the app's business.
    close: stop,
  };
}
