/**
 * Queue port: durable background jobs.
 *
 * Enqueue AFTER the transaction that creates the work has committed: `enqueue`
 * never joins a caller's transaction, so a job can never point at rows that were rolled back. A
 * crash between commit and enqueue is covered by idempotency keys: the caller may safely enqueue
 * again (e.g. on retry or at start), and the key makes the second enqueue a no-op.
 *
 * Handlers must be idempotent: a job interrupted by a crash runs again from the start.
 */
export type JobOptions = {
  /** Same key → same job; a second enqueue returns the first job's id. */
  idempotencyKey?: string;
  /** Do not start before this many milliseconds have passed. */
  delayMs?: number;
  /** Total tries, the first included, before the job is marked failed. Default 3. */
  maxAttempts?: number;
};

export type JobContext = { id: string; attempt: number; maxAttempts: number };

export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

export type EnqueueResult = { id: string; created: boolean };

export interface QueuePort {
  readonly driver: 'pg-boss';
  /**
   * One process owns the jobs (the embedded default on PGlite): at its start, work left active
   * was interrupted, not running elsewhere.
   */
  readonly exclusive: boolean;
  enqueue<P>(name: string, payload: P, opts?: JobOptions): Promise<EnqueueResult>;
  /**
   * `idlePollMs`: a queue whose jobs may wait (a digest due in an hour) is looked at this seldom
   * between local enqueues, so an idle process doesn't query for it on every poll.
   */
  work<P>(
    name: string,
    handler: JobHandler<P>,
    opts?: { concurrency?: number; idlePollMs?: number },
  ): void;
  /**
   * Removes the jobs of `name` still waiting (queued, delayed, or waiting for a retry) whose
   * payload holds these fields, e.g. a deleted document's; a running job is left to end itself.
   * Resolves to how many were removed.
   */
  discard(name: string, match: Record<string, string>): Promise<number>;
  /** Jobs queued or running, all queues together. */
  pendingCount(): Promise<number>;
  /** Dead jobs: failed on their last attempt, kept with their reason for inspection. */
  failedCount(): Promise<number>;
  /** True between `start()` and `stop()`. */
  isRunning(): boolean;
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones to finish. Jobs can be enqueued (and
   * counted) before `start()` and after `stop()`: they wait for the queue to run.
   */
  stop(): Promise<void>;
  /** Stops as `stop()` does, then releases the queue's connections for good (shutdown). */
  close(): Promise<void>;
}
