import {
  type PgBossQueue,
  type PgBossQueueOptions,
  createPgBossQueue,
} from '../../src/adapters/queue/queue-pgboss';
import type { QueueHarness } from './queue-contract';

/** The shared queue contract's harness for pg-boss on either database; `release` drops it. */
export function pgBossHarness(
  database: Pick<PgBossQueueOptions, 'connectionString' | 'pglite'>,
  release: () => Promise<void>,
): QueueHarness {
  const made: PgBossQueue[] = [];
  return {
    async make({ start = true, ...opts } = {}) {
      // Whole seconds are pg-boss's smallest backoff step: the retry tests take a few seconds.
      const queue = createPgBossQueue({ ...database, pollMs: 50, retryBaseMs: 1000, ...opts });
      made.push(queue);
      if (start) await queue.start();
      return queue;
    },
    find: (queue, name, id) => (queue as PgBossQueue).findJob(name, id),
    async close() {
      for (const queue of made) await queue.close();
      await release();
    },
  };
}
