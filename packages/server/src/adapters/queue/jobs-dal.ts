import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/database';
import { jobs, type JobRow } from '../../db/schema';

/** SQL of the embedded queue. Every time comparison uses the database clock, never the process's. */
const inMs = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

export async function insertJob(
  db: Executor,
  job: {
    queue: string;
    payload: unknown;
    idempotencyKey?: string;
    delayMs?: number;
    maxAttempts?: number;
  },
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload ?? {},
      idempotencyKey: job.idempotencyKey,
      maxAttempts: job.maxAttempts,
      runAfter: inMs(job.delayMs ?? 0),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.idempotencyKey, job.idempotencyKey!));
  return { id: existing.id, created: false };
}

/** Marks up to `limit` due jobs of one queue running and returns them; concurrent claimers skip them. */
export async function claimJobs(db: Executor, queue: string, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)))
    .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function completeJob(db: Executor, id: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedAt: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export async function retryJob(db: Executor, id: string, error: string, delayMs: number) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      lastError: error,
      lockedAt: null,
      runAfter: inMs(delayMs),
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, id));
}

export async function failJob(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: error,
      lockedAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, id));
}

/**
 * After a crash, jobs still marked running belong to nobody: queue them again, or fail those that
 * already used every attempt (a job that kills the process must not loop forever).
 */
export async function resumeInterruptedJobs(
  db: Executor,
): Promise<{ requeued: number; failed: number }> {
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: 'Interrupted by a restart on its last attempt',
      lockedAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.status, 'running'), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, runAfter: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return { requeued: requeued.length, failed: failed.length };
}

export async function countPending(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']));
  return row.n;
}

export async function countFailed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'failed'));
  return row.n;
}

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
