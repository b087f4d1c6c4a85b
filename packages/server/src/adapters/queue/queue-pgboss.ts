import type { ConstructorOptions, JobWithMetadata, PgBoss, PGliteLike } from 'pg-boss';

import { type Logger, silentLogger } from '../../lib/logger';
import { jobIdFor } from './queue-pgboss-ids';
import {
  activeJobs,
  countFailed,
  countPending,
  type JobView,
  toJobView,
} from './queue-pgboss-sql';
import type { JobHandler, QueuePort } from './queue-port';

/**
 * The job queue of both deployments, on pg-boss (schema `pgboss`). Scaled: jobs live in
 * PostgreSQL, so any number of API and worker processes share them and none holds state of its
 * own. Embedded: the same engine on the app's PGlite, whose one process owns every job. Semantics:
 * - an idempotency key becomes the job's id (jobIdFor), so a second enqueue is a no-op;
 * - a failed attempt is retried after a doubling delay (pg-boss backoff, whole seconds with
 *   jitter; below one second of base delay, tests trade the backoff for speed);
 * - a job whose worker died (SIGKILL, lost machine) is failed by pg-boss's monitor once it has
 *   run longer than `jobTimeoutS`, which counts as an attempt and is retried elsewhere; on PGlite
 *   at once, when the one process starts again (resumeInterrupted);
 * - dead jobs stay in pgboss.job with their reason for a week (failedCount, findJob).
 * Workers are this adapter's own loop over pg-boss's fetch/complete/fail rather than
 * `boss.work()`: it bounds concurrency per queue, drains on stop, wakes at once on a local enqueue,
 * and awaits every state change, and it settles each job by the attempt it fetched, so an attempt
 * that outlived its expiry cannot complete the retry that replaced it.
 */
export type PgBossQueueOptions = {
  /** A PostgreSQL server, through pg-boss's own pool... */
  connectionString?: string;
  /** ...or the embedded database's single PGlite connection, shared with the app. */
  pglite?: PGliteLike;
  logger?: Logger;
  /** How often idle workers look for due jobs. */
  pollMs?: number;
  /** First retry delay; doubles with each further attempt. */
  retryBaseMs?: number;
  /** A job running longer than this is presumed dead and retried; keep it above the longest job. */
  jobTimeoutS?: number;
  /** How often pg-boss looks for such jobs (and archives old ones), across all processes. */
  maintenanceIntervalS?: number;
  schema?: string;
  /** Connections of pg-boss's own pool, per process. */
  maxConnections?: number;
};

export type PgBossQueue = QueuePort & {
  /** A job's state, also after pg-boss archived it; undefined when unknown. */
  findJob(name: string, id: string): Promise<JobView | undefined>;
};

type Worker = { name: string; handler: JobHandler<unknown>; concurrency: number; active: number };

const MAX_ERROR_LENGTH = 2000;
const KEEP_FINISHED_S = 7 * 24 * 3600;
// deadlock_detected, unique_violation, duplicate_table: another process is creating the queue.
const RACE_CODES = new Set(['40P01', '23505', '42P07']);

/** The attempt a worker holds: settling it leaves alone a retry that replaced it meanwhile. */
const attemptOf = (job: JobWithMetadata<unknown>) => ({ id: job.id, retryCount: job.retryCount });

/** A queue that was never created has no jobs: pg-boss would reject the question. */
async function findById(b: PgBoss, name: string, id: string) {
  if (!(await b.getQueue(name))) return undefined;
  const [job] = await b.findJobs<unknown>(name, { id });
  return job;
}

export function createPgBossQueue(opts: PgBossQueueOptions): PgBossQueue {
  const {
    logger = silentLogger,
    pollMs = 500,
    retryBaseMs = 5000,
    jobTimeoutS = 15 * 60,
    maintenanceIntervalS = 60,
    schema = 'pgboss',
  } = opts;
  const options = {
    connectionString: opts.connectionString,
    // pg-boss refuses an explicit undefined backend: name it only for PGlite.
    ...(opts.pglite ? { backend: 'pglite' as const } : {}),
    schema,
    max: opts.maxConnections ?? 4,
    application_name: 'castmyscript-queue',
    // No cron jobs here; maintenance (expiry, archiving) is what the retry semantics need.
    schedule: false,
    supervise: true,
    // Expired jobs are found by the monitor pass, which the supervisor starts: both at our
    // interval. Deleting old jobs (the maintenance pass) keeps pg-boss's daily default.
    superviseIntervalSeconds: maintenanceIntervalS,
    monitorIntervalSeconds: maintenanceIntervalS,
  } satisfies ConstructorOptions;
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
      const { PgBoss: PgBossClass, fromPglite } = await import('pg-boss');
      const made = new PgBossClass(
        opts.pglite ? { ...options, db: fromPglite(opts.pglite) } : options,
      );
      // Without a listener an 'error' event (database restarting) would crash the process.
      made.on('error', (err) => logger.error({ err }, 'pg-boss error'));
      await made.start();
      instance = made;
      return made;
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

  const retry =
    retryBaseMs >= 1000
      ? { retryDelay: Math.round(retryBaseMs / 1000), retryBackoff: true }
      : { retryDelay: 0, retryBackoff: false };

  const workers = new Map<string, Worker>();
  const queues = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;

  /**
   * pg-boss needs a queue created before jobs can be sent to it or fetched from it. Processes
   * starting together may create the same queue at once, and pg-boss's CREATE/ATTACH PARTITION
   * can then deadlock: the loser retries and finds the queue made.
   */
  async function createQueue(name: string): Promise<void> {
    const b = await boss();
    for (let attempt = 1; ; attempt++) {
      if (await b.getQueue(name)) return;
      try {
        // Finished and dead jobs stay a week for inspection, then pg-boss deletes them.
        await b.createQueue(name, {
          policy: 'standard',
          expireInSeconds: jobTimeoutS,
          deleteAfterSeconds: KEEP_FINISHED_S,
        });
        return;
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (attempt >= 5 || !RACE_CODES.has(code)) throw err;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 100 * attempt));
      }
    }
  }
  const ensureQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = createQueue(name).catch((err) => {
        queues.delete(name);
        throw err;
      });
      queues.set(name, created);
    }
    return created;
  };

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
    for (const worker of workers.values()) {
      const free = worker.concurrency - worker.active;
      if (!running || free <= 0) continue;
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
    try {
      await worker.handler(job.data, ctx);
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      const fields = { jobId: job.id, queue: worker.name, attempt: ctx.attempt, reason };
      if (ctx.attempt >= ctx.maxAttempts) logger.error(fields, 'job failed for good');
      else logger.warn(fields, 'job failed; will retry');
      // pg-boss decides between retry (with backoff) and failed from the job's own counters.
      await bossOf().fail(worker.name, attemptOf(job), { message: reason });
      return;
    }
    await bossOf().complete(worker.name, attemptOf(job));
  }

  /**
   * On PGlite this process is the only one that can open the database, so a job still active at
   * start was held by a process that died (a kill, a crash, a lost machine): each counts as a
   * failed attempt now, and pg-boss retries it after its backoff instead of after `jobTimeoutS`.
   * On PostgreSQL other live processes hold active jobs; expiry is the only safe judge there.
   */
  async function resumeInterrupted(b: PgBoss): Promise<void> {
    const byQueue = new Map<string, { id: string; retryCount: number }[]>();
    for (const { name, id, retryCount } of await activeJobs(b.getDb(), schema))
      byQueue.set(name, [...(byQueue.get(name) ?? []), { id, retryCount }]);
    for (const [name, held] of byQueue) {
      const attempts = held;
      await b.fail(name, attempts, { message: 'Interrupted by a restart' });
      logger.info({ queue: name, jobs: held.length }, 'resumed interrupted jobs');
    }
  }

  /** Our workers only: pg-boss and its pool stay up, so jobs can still be sent (and counted). */
  async function stop(): Promise<void> {
    if (!running) return;
    running = false;
    clearTimeout(timer);
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
        startAfter: jobOpts.delayMs ? jobOpts.delayMs / 1000 : undefined,
      });
      // Null: another process inserted the same id between the check and the insert.
      if (!sent) {
        if (id) return { id, created: false };
        throw new Error(`The job queue did not accept a "${name}" job`);
      }
      if (!jobOpts.delayMs && workers.has(name)) kick();
      return { id: sent, created: true };
    },
    work(name, handler, workOpts = {}) {
      const concurrency = Math.max(1, workOpts.concurrency ?? 1);
      workers.set(name, { name, handler: handler as JobHandler<unknown>, concurrency, active: 0 });
      kick();
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
      if (opts.pglite) await resumeInterrupted(b);
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
