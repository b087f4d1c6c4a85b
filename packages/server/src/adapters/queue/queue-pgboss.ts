import type { JobWithMetadata, PgBoss } from 'pg-boss';

import { silentLogger } from '../../lib/logger';
import { jobIdFor } from './queue-pgboss-ids';
import { type PgBossQueueOptions, retryOptions } from './queue-pgboss-options';
import {
  attemptOf,
  createQueueOnce,
  findById,
  resumeInterrupted,
  startBoss,
} from './queue-pgboss-setup';
import { keepAlive, recordOutcome } from './queue-pgboss-hold';
import { countFailed, countPending, type JobView, msUntilDue, toJobView } from './queue-pgboss-sql';
import type { JobHandler, QueuePort } from './queue-port';

/**
 * The job queue of both deployments, on pg-boss (schema `pgboss`). Scaled: jobs live in
 * PostgreSQL, so any number of API and worker processes share them and none holds state of its
 * own. Embedded: the same engine on the app's PGlite, whose one process owns every job. Semantics:
 * - an idempotency key becomes the job's id (jobIdFor), so a second enqueue is a no-op;
 * - a failed attempt is retried after a doubling delay (retryOptions);
 * - a job whose worker died (SIGKILL, lost machine) is failed by pg-boss's monitor, which counts
 *   as an attempt and is retried elsewhere: on PostgreSQL once its heartbeat has been quiet for
 *   `heartbeatS` (a live worker touches it, queue-pgboss-hold.ts), or at the latest once it has run
 *   longer than `jobTimeoutS`; on PGlite at once, when the one process starts (resumeInterrupted);
 * - an outcome the database could not take (connection dropped) is recorded again once it can;
 * - dead jobs stay in pgboss.job with their reason for a week (failedCount, findJob).
 * Workers are this adapter's own loop over pg-boss's fetch/complete/fail rather than
 * `boss.work()`: it bounds concurrency per queue, drains on stop, wakes at once on a local enqueue,
 * and awaits every state change, and it settles each job by the attempt it fetched, so an attempt
 * that outlived its expiry cannot complete the retry that replaced it.
 */
export type { PgBossQueueOptions };

export type PgBossQueue = QueuePort & {
  /** A job's state, also after pg-boss archived it; undefined when unknown. */
  findJob(name: string, id: string): Promise<JobView | undefined>;
};

type Worker = {
  name: string;
  handler: JobHandler<unknown>;
  concurrency: number;
  active: number;
  /** The timer's polls of this queue come at most this often (ms); a local enqueue always looks. */
  idlePollMs: number;
  polledAt: number;
};

const MAX_ERROR_LENGTH = 2000;
// PGlite: the longest an idle app waits before looking at its queues again, and the soonest the
// timer looks again (a kick looks at once).
const IDLE_LOOK_MS = 10_000;
const MIN_LOOK_MS = 100;
export function createPgBossQueue(opts: PgBossQueueOptions): PgBossQueue {
  const {
    logger = silentLogger,
    pollMs = 500,
    retryBaseMs = 5000,
    jobTimeoutS = 15 * 60,
    schema = 'pgboss',
  } = opts;
  const heartbeatS = opts.pglite ? undefined : Math.max(10, opts.heartbeatS ?? 20);
  // A dead worker's job is handed over within heartbeat + this pass + the first retry's backoff:
  // 20 + 15 + 10 s at most by default, under a minute.
  const maintenanceIntervalS = opts.maintenanceIntervalS ?? (heartbeatS ? 15 : 60);
  const hold = { logger, outcomeRetryBaseMs: opts.outcomeRetryBaseMs ?? 1000, outcomeTries: 9 };
  let instance: PgBoss | undefined;
  let booting: Promise<PgBoss> | undefined;
  let closed = false;
  /**
   * pg-boss itself (its pool and maintenance), up from the first call that needs it until close():
   * jobs can be sent before start() (a restarting API re-queues interrupted work while it
   * registers its routes) and after stop().
   */
  const boss = (): Promise<PgBoss> => {
    if (closed) return Promise.reject(new Error('The job queue is closed'));
    booting ??= (async () => {
      instance = await startBoss(opts, { schema, maintenanceIntervalS, logger });
      return instance;
    })().catch((err: unknown) => {
      booting = undefined;
      throw err;
    });
    return booting;
  };
  // The worker loop runs only after start() has brought pg-boss up.
  const bossOf = () => {
    if (!instance) throw new Error('The job queue is not started');
    return instance;
  };

  const retry = retryOptions(retryBaseMs);

  const workers = new Map<string, Worker>();
  const queues = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  /** A kick (an enqueue, a start, a job ending) looks at every queue; the timer only at due ones. */
  let everyQueue = true;
  let tickAgain = false;

  const ensureQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = boss()
        .then((b) => createQueueOnce(b, name, jobTimeoutS))
        .catch((err) => {
          queues.delete(name);
          throw err;
        });
      queues.set(name, created);
    }
    return created;
  };

  /**
   * The next look (an earlier one already set is kept). On PostgreSQL other processes send jobs:
   * idle workers poll every `pollMs`. On PGlite this process sends every job, so the next look is
   * when its first delayed job or retry is due, or after IDLE_LOOK_MS, for what pg-boss's own
   * maintenance re-queues: one query instead of one per queue every poll.
   */
  let timerAt = Infinity;
  const schedule = (delay: number, all: boolean) => {
    if (!running || Date.now() + delay >= timerAt) return;
    clearTimeout(timer);
    timerAt = Date.now() + delay;
    timer = setTimeout(() => {
      timerAt = Infinity;
      kick(all);
    }, delay);
  };
  const scheduleNext = async () => {
    if (!opts.pglite) return schedule(pollMs, false);
    // A full worker's queue is looked at when one of its jobs ends (kick); its waiting jobs are
    // due, and counting them looked again at once: hundreds of looks a second.
    const free = [...workers.values()].filter((w) => w.active < w.concurrency).map((w) => w.name);
    const due = await msUntilDue(bossOf().getDb(), schema, free).catch(
      (err: unknown) => (logger.error({ err }, 'queue look-ahead failed'), pollMs),
    );
    schedule(Math.min(Math.max(due ?? IDLE_LOOK_MS, MIN_LOOK_MS), IDLE_LOOK_MS), true);
  };

  function kick(all = true): void {
    if (!running) return;
    if (all) everyQueue = true;
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
        } else void scheduleNext();
      });
  }

  async function tick(): Promise<void> {
    const all = everyQueue;
    everyQueue = false;
    for (const worker of workers.values()) {
      const free = worker.concurrency - worker.active;
      if (!running || free <= 0) continue;
      if (!all && Date.now() - worker.polledAt < worker.idlePollMs) continue;
      worker.polledAt = Date.now();
      await ensureQueue(worker.name);
      const jobs = await bossOf().fetch<unknown>(worker.name, {
        batchSize: free,
        includeMetadata: true,
      });
      for (const job of jobs) {
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

  async function execute(worker: Worker, job: JobWithMetadata<unknown>): Promise<void> {
    const ctx = { id: job.id, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 };
    const b = bossOf();
    const release = keepAlive(b, worker.name, job, logger);
    try {
      let settle = () => b.complete(worker.name, attemptOf(job));
      try {
        await worker.handler(job.data, ctx);
      } catch (err) {
        const reason = (err instanceof Error ? err.message : String(err)).slice(
          0,
          MAX_ERROR_LENGTH,
        );
        const fields = { jobId: job.id, queue: worker.name, attempt: ctx.attempt, reason };
        if (ctx.attempt >= ctx.maxAttempts) logger.error(fields, 'job failed for good');
        else logger.warn(fields, 'job failed; will retry');
        // pg-boss decides between retry (with backoff) and failed from the job's own counters.
        settle = () => b.fail(worker.name, attemptOf(job), { message: reason });
      }
      await recordOutcome(settle, job.id, hold);
    } finally {
      release();
    }
  }

  /** Our workers only: pg-boss and its pool stay up, so jobs can still be sent (and counted). */
  async function stop(): Promise<void> {
    if (!running) return;
    running = false;
    clearTimeout(timer);
    timerAt = Infinity;
    await ticking;
    // Drain: jobs already started finish and record their outcome before stop() returns.
    await Promise.allSettled([...inFlight]);
  }

  return {
    driver: 'pg-boss',
    exclusive: Boolean(opts.pglite),
    async enqueue(name, payload, jobOpts = {}) {
      const b = await boss();
      await ensureQueue(name);
      const id = jobOpts.idempotencyKey ? jobIdFor(jobOpts.idempotencyKey) : undefined;
      // A job kept after it finished (a week) still counts: the same key is not run twice.
      if (id && (await findById(b, name, id))) return { id, created: false };
      const sent = await b.send(name, (payload ?? {}) as object, {
        id,
        retryLimit: Math.max(1, jobOpts.maxAttempts ?? 3) - 1,
        ...retry,
        expireInSeconds: jobTimeoutS,
        // pg-boss rejects the key itself when it is present but undefined.
        ...(heartbeatS ? { heartbeatSeconds: heartbeatS } : {}),
        startAfter: jobOpts.delayMs ? jobOpts.delayMs / 1000 : undefined,
      });
      // Null: another process inserted the same id between the check and the insert.
      if (!sent) {
        if (id) return { id, created: false };
        throw new Error(`The job queue did not accept a "${name}" job`);
      }
      if (!jobOpts.delayMs && workers.has(name)) kick();
      else if (running && opts.pglite) void scheduleNext();
      return { id: sent, created: true };
    },
    work(name, handler, workOpts = {}) {
      const concurrency = Math.max(1, workOpts.concurrency ?? 1);
      workers.set(name, {
        name,
        handler: handler as JobHandler<unknown>,
        concurrency,
        active: 0,
        idlePollMs: workOpts.idlePollMs ?? 0,
        polledAt: 0,
      });
      kick();
    },
    async discard(name, match) {
      const b = await boss();
      if (!(await b.getQueue(name))) return 0;
      const waiting = await b.findJobs(name, { data: match, queued: true });
      if (waiting.length === 0) return 0;
      await b.deleteJob(
        name,
        waiting.map((job) => job.id),
      );
      return waiting.length;
    },
    pendingCount: async () => countPending((await boss()).getDb(), schema),
    failedCount: async () => countFailed((await boss()).getDb(), schema),
    async findJob(name, id) {
      const job = await findById(await boss(), name, id);
      return job ? toJobView(job) : undefined;
    },
    isRunning: () => running,
    async start() {
      if (running) return;
      const b = await boss();
      if (opts.pglite) await resumeInterrupted(b, schema, logger);
      running = true;
      kick();
    },
    stop,
    async close() {
      await stop();
      closed = true;
      const up = await booting?.catch(() => undefined);
      await up?.stop({ graceful: true, close: true, timeout: 1000 });
    },
  };
}
