import type { JobWithMetadata, PgBoss } from 'pg-boss';

import type { Logger } from '../../lib/logger';
import { attemptOf } from './queue-pgboss-setup';

/**
 * How a worker keeps and settles a job it fetched, on pg-boss.
 *
 * Heartbeat: a job sent with `heartbeatSeconds` is failed (and so retried elsewhere) by pg-boss's
 * monitor once nobody has touched it for that long. The worker touches it every half interval while
 * the handler runs and while its outcome is being recorded, so only a dead worker (SIGKILL, a lost
 * machine) goes quiet: its job is taken over within seconds instead of after the job timeout, which
 * must stay long enough for the slowest live job.
 *
 * Outcome: a worker's connections can drop just as its handler ends (the database restarting, a
 * network cut). The work is done; losing the record would run it again after the heartbeat or
 * timeout. Recording is retried with doubling waits (about two minutes in all by default), and the
 * heartbeat, touching again as soon as the connection is back, keeps the job ours meanwhile.
 */
export type HoldSettings = {
  logger: Logger;
  /** First wait before recording an outcome again; doubles up to 30 times this. */
  outcomeRetryBaseMs: number;
  /** Tries to record an outcome, the first included. */
  outcomeTries: number;
};

/** Touches the job every half heartbeat until released; a no-op for a job without heartbeat. */
export function keepAlive(
  boss: PgBoss,
  name: string,
  job: JobWithMetadata<unknown>,
  logger: Logger,
): () => void {
  const seconds = job.heartbeatSeconds ?? 0;
  if (seconds <= 0) return () => undefined;
  const timer = setInterval(() => {
    // Fenced to our attempt: a retry another worker took over meanwhile is left alone.
    boss
      .touch(name, attemptOf(job))
      .catch((err: unknown) =>
        logger.warn({ err, jobId: job.id, queue: name }, 'job heartbeat failed'),
      );
  }, (seconds * 1000) / 2);
  // A heartbeat alone must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}

/** Records a job's outcome, trying again while the database cannot be reached. */
export async function recordOutcome(
  settle: () => Promise<unknown>,
  jobId: string,
  { logger, outcomeRetryBaseMs, outcomeTries }: HoldSettings,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await settle();
      if (attempt > 1) logger.info({ jobId, attempt }, 'job outcome recorded after reconnecting');
      return;
    } catch (err) {
      if (attempt >= outcomeTries) throw err;
      const waitMs = outcomeRetryBaseMs * Math.min(30, 2 ** (attempt - 1));
      logger.warn({ err, jobId, attempt, waitMs }, 'job outcome not recorded yet; will retry');
      await new Promise((r) => setTimeout(r, waitMs));
    }
  }
}
