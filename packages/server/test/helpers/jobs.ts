import { and, asc, eq, sql } from 'drizzle-orm';

import { PG_BOSS_STATUS } from '../../src/adapters/queue/queue-pgboss-sql';
import { jobs } from '../../src/db/schema';
import type { TestApp } from './app';

/**
 * The background jobs of one document, whichever queue the app runs: the embedded queue's `jobs`
 * table, or pg-boss's job table (schema `pgboss`). Statuses read as the queue port
 * names them (queued, running, done, failed).
 */
export type DocumentJob = {
  status: string;
  attempts: number;
  /** The generation run an audio job belongs to (absent for other jobs). */
  run?: number;
};

type PgBossRow = {
  state: string;
  retry_count: number;
  started_on: Date | null;
  run: string | null;
};
const runOf = (run: unknown) => (run === null || run === undefined ? undefined : Number(run));

export async function jobsOfDocument(
  t: TestApp,
  queue: string,
  documentId: string,
): Promise<DocumentJob[]> {
  const db = t.app.deps.database.db;
  if (t.app.deps.queue.driver === 'in-process') {
    const rows = await db
      .select({ status: jobs.status, attempts: jobs.attempts, run: sql`${jobs.payload}->>'run'` })
      .from(jobs)
      .where(and(eq(jobs.queue, queue), sql`${jobs.payload}->>'documentId' = ${documentId}`))
      .orderBy(asc(jobs.createdAt));
    return rows.map((r) => ({ status: r.status, attempts: r.attempts, run: runOf(r.run) }));
  }
  const { rows } = (await db.execute(sql`
    select state, retry_count, started_on, created_on, data->>'run' as run from pgboss.job
      where name = ${queue} and data->>'documentId' = ${documentId}
    order by created_on`)) as unknown as { rows: PgBossRow[] };
  return rows.map((r) => ({
    status: PG_BOSS_STATUS[r.state] ?? r.state,
    attempts: r.started_on ? r.retry_count + 1 : 0,
    run: runOf(r.run),
  }));
}

/** What a crash between commit and enqueue leaves: the document's jobs never made it. */
export async function dropJobsOfDocument(t: TestApp, documentId: string): Promise<void> {
  const db = t.app.deps.database.db;
  if (t.app.deps.queue.driver === 'in-process') {
    await db.delete(jobs).where(sql`${jobs.payload}->>'documentId' = ${documentId}`);
    return;
  }
  await db.execute(sql`delete from pgboss.job where data->>'documentId' = ${documentId}`);
}
