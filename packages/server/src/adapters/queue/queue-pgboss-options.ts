/**
 * How the pg-boss queue is set up, in its own file: the queue and its setup both read it, and
 * neither imports the other for it.
 */
import type { PGliteLike } from 'pg-boss';

import type { Logger } from '../../lib/logger';

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
  /**
   * PostgreSQL: a running job nobody has touched for this long is presumed dead and retried
   * (at least 10, pg-boss's floor). Unused on PGlite, whose one process owns every job.
   */
  heartbeatS?: number;
  /** How often pg-boss looks for such jobs (and archives old ones), across all processes. */
  maintenanceIntervalS?: number;
  /** First wait before recording a job's outcome again after a database error; doubles. */
  outcomeRetryBaseMs?: number;
  schema?: string;
  /** Connections of pg-boss's own pool, per process. */
  maxConnections?: number;
};

/** pg-boss's retry settings: whole seconds, doubling; below a second, tests trade backoff for speed. */
export const retryOptions = (retryBaseMs: number) =>
  retryBaseMs >= 1000
    ? { retryDelay: Math.round(retryBaseMs / 1000), retryBackoff: true }
    : { retryDelay: 0, retryBackoff: false };
