import type { ConstructorOptions, JobWithMetadata, PgBoss } from 'pg-boss';

import type { Logger } from '../../lib/logger';
import type { PgBossQueueOptions } from './queue-pgboss-options';
import { activeJobs } from './queue-pgboss-sql';

/**
 * pg-boss itself for the queue adapter: how it is started on PostgreSQL or PGlite, how queues
 * are created when several processes race, and the questions and repairs the adapter needs.
 */
const KEEP_FINISHED_S = 7 * 24 * 3600;
// deadlock_detected, unique_violation, duplicate_table: another process is creating the queue.
const RACE_CODES = new Set(['40P01', '23505', '42P07']);

type BossSettings = { schema: string; maintenanceIntervalS: number; logger: Logger };

/** pg-boss up on the adapter's database: its own pool on PostgreSQL, the app's one connection on PGlite. */
export async function startBoss(
  opts: PgBossQueueOptions,
  { schema, maintenanceIntervalS, logger }: BossSettings,
): Promise<PgBoss> {
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
  const { PgBoss: PgBossClass, fromPglite } = await import('pg-boss');
  const boss = new PgBossClass(opts.pglite ? { ...options, db: fromPglite(opts.pglite) } : options);
  // Without a listener an 'error' event (database restarting) would crash the process.
  boss.on('error', (err) => logger.error({ err }, 'pg-boss error'));
  await boss.start();
  return boss;
}

/**
 * pg-boss needs a queue created before jobs can be sent to it or fetched from it. Processes
 * starting together may create the same queue at once, and pg-boss's CREATE/ATTACH PARTITION
 * can then deadlock: the loser retries and finds the queue made.
 */
export async function createQueueOnce(b: PgBoss, name: string, jobTimeoutS: number) {
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

/** The attempt a worker holds: settling it leaves alone a retry that replaced it meanwhile. */
export const attemptOf = (job: JobWithMetadata<unknown>) => ({
  id: job.id,
  retryCount: job.retryCount,
});

/** A queue that was never created has no jobs: pg-boss would reject the question. */
export async function findById(b: PgBoss, name: string, id: string) {
  if (!(await b.getQueue(name))) return undefined;
  const [job] = await b.findJobs<unknown>(name, { id });
  return job;
}

/**
 * On PGlite this process is the only one that can open the database, so a job still active at
 * start was held by a process that died (a kill, a crash, a lost machine): each counts as a
 * failed attempt now, and pg-boss retries it after its backoff instead of after `jobTimeoutS`.
 * On PostgreSQL other live processes hold active jobs; expiry is the only safe judge there.
 */
export async function resumeInterrupted(b: PgBoss, schema: string, logger: Logger) {
  const byQueue = new Map<string, { id: string; retryCount: number }[]>();
  for (const { name, id, retryCount } of await activeJobs(b.getDb(), schema))
    byQueue.set(name, [...(byQueue.get(name) ?? []), { id, retryCount }]);
  for (const [name, held] of byQueue) {
    await b.fail(name, held, { message: 'Interrupted by a restart' });
    logger.info({ queue: name, jobs: held.length }, 'resumed interrupted jobs');
  }
}
