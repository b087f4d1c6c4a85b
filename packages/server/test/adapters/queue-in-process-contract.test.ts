import { findJob } from '../../src/adapters/queue/jobs-dal';
import { createInProcessQueue } from '../../src/adapters/queue/queue-in-process';
import { openDatabase } from '../../src/db/database';
import { tempDir } from '../helpers/app';
import { createPglite } from '../helpers/pglite';
import { describeQueueContract } from './queue-contract';

describeQueueContract('in-process', async () => {
  const tmp = tempDir();
  const database = openDatabase({ dataDir: tmp.dir, createPglite });
  await database.migrate();
  return {
    async make({ start = true, ...opts } = {}) {
      const queue = createInProcessQueue({ db: database.db, pollMs: 10, retryBaseMs: 5, ...opts });
      if (start) await queue.start();
      return queue;
    },
    async find(_queue, _name, id) {
      const row = await findJob(database.db, id);
      return (
        row && {
          status: row.status,
          attempts: row.attempts,
          maxAttempts: row.maxAttempts,
          lastError: row.lastError,
          runAfter: row.runAfter,
        }
      );
    },
    async close() {
      await database.close();
      tmp.cleanup();
    },
  };
});
