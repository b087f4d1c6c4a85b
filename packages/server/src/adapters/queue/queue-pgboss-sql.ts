import type { Db, JobWithMetadata } from 'pg-boss';

/**
 * Read-only questions about pg-boss's tables that its API does not answer in one call. `schema`
 * is checked by pg-boss itself (letters, digits, underscores), so it is safe inside the SQL.
 */
export type JobView = {
  status: 'queued' | 'running' | 'done' | 'failed';
  /** Times a worker started it. */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** Not before this time (a delay or a retry's backoff). */
  runAfter: Date;
};

const count = async (db: Db, text: string) => {
  const { rows } = await db.executeSql(text, []);
  return Number(rows[0]?.n ?? 0);
};

/** Created (delayed ones too), waiting for a retry, or active. */
export const countPending = (db: Db, schema: string) =>
  count(db, `select count(*)::int as n from ${schema}.job where state < 'completed'`);

/** Dead jobs, kept in the job table until their retention ends. */
export const countFailed = (db: Db, schema: string) =>
  count(db, `select count(*)::int as n from ${schema}.job where state = 'failed'`);

/**
 * Milliseconds until the first job of these queues is due (0 when one already is), or undefined
 * when none waits. On PGlite every job is this process's own, so this says when to look next.
 */
export const msUntilDue = async (db: Db, schema: string, names: string[]) => {
  if (names.length === 0) return undefined;
  const { rows } = await db.executeSql(
    `select (extract(epoch from min(start_after) - now()) * 1000)::float8 as ms
       from ${schema}.job where state in ('created', 'retry') and name = any($1::text[])`,
    [names],
  );
  // min() of no rows is null (and greatest() would have made that 0: a loop of looks).
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Math.max(0, Number(ms));
};

/** Jobs some worker holds, by queue, with the attempt it holds. */
export const activeJobs = async (db: Db, schema: string) => {
  const { rows } = await db.executeSql(
    `select name, id, retry_count as "retryCount" from ${schema}.job where state = 'active'`,
    [],
  );
  return rows as { name: string; id: string; retryCount: number }[];
};

/** pg-boss job states as the queue port names them. */
export const PG_BOSS_STATUS: Record<string, JobView['status']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  cancelled: 'failed',
  failed: 'failed',
};

export function toJobView(job: JobWithMetadata<unknown>): JobView {
  const output = job.output as { message?: unknown } | null;
  return {
    status: PG_BOSS_STATUS[job.state],
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    maxAttempts: job.retryLimit + 1,
    lastError: typeof output?.message === 'string' ? output.message : null,
    runAfter: new Date(job.startAfter),
  };
}
