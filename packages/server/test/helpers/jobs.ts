import { sql } from 'drizzle-orm';

import { PG_BOSS_STATUS } from '../../src/adapters/queue/queue-pgboss-sql';
import type { TestApp } from './app';

/**
 * The background jobs of one document, from pg-boss's job table (schema `pgboss`) on either
 * database. Statuses read as the queue port names them (queued, running, done, failed).
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
  const db = t.deps.database.db;
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
