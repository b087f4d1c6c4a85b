import type { Health } from '@castmyscript/api/contract';

import type { QueuePort } from '../../adapters/queue/queue-port';
import type { Database } from '../../db/database';

export type HealthDeps = {
  database: Pick<Database, 'driver' | 'ping'>;
  queue: Pick<QueuePort, 'driver' | 'isRunning' | 'pendingCount'>;
  version: string;
  /** Process start, in ms since the epoch. */
  startedAt: number;
  now?: () => number;
};

export type HealthReport = { healthy: boolean; health: Health };

/** Liveness and readiness in one answer: healthy only when the database answers and the queue runs. */
export function createHealthService(deps: HealthDeps) {
  const now = deps.now ?? Date.now;
  return {
    async check(): Promise<HealthReport> {
      const dbOk = await deps.database.ping();
      // Counting jobs needs the database; when it is down the count is unknown, reported as 0.
      const pending = dbOk ? await deps.queue.pendingCount().catch(() => 0) : 0;
      const queueOk = deps.queue.isRunning();
      return {
        healthy: dbOk && queueOk,
        health: {
          database: { ok: dbOk, driver: deps.database.driver },
          queue: { ok: queueOk, driver: deps.queue.driver, pending },
          version: deps.version,
          uptime_s: Math.round((now() - deps.startedAt) / 1000),
        },
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
