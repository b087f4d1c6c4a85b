import { createPgBossQueue } from '../../src/adapters/queue/queue-pgboss';
import { openDatabase } from '../../src/db/database';
import { tempDir, waitFor } from '../helpers/app';
import { createPglite } from '../helpers/pglite';
import { seedPglite } from '../helpers/pglite-template';
import { pgBossHarness } from './pgboss-harness';
import { describeQueueContract } from './queue-contract';

jest.setTimeout(90_000);

/**
 * The embedded default's queue: pg-boss on the app's own PGlite database, copied from the migrated
 * template rather than made from nothing (initdb and the migrations cost seconds a test).
 */
const openEmbedded = async (dir: string) => {
  await seedPglite(dir);
  const database = openDatabase({ dataDir: dir, createPglite });
  await database.migrate();
  return database;
};

describeQueueContract('pg-boss on PGlite', async () => {
  const tmp = tempDir();
  const database = await openEmbedded(tmp.dir);
  return pgBossHarness({ pglite: database.pglite }, async () => {
    await database.close();
    tmp.cleanup();
  });
});

describe('pg-boss on PGlite (one process owns the database)', () => {
  it('takes a job the last process died holding at the next start, not after its timeout', async () => {
    const tmp = tempDir();
    try {
      // The first process claims the job and dies in the middle of it: its database goes away
      // with the job still active (the queue is never stopped, the handler never returns).
      const first = await openEmbedded(tmp.dir);
      const dying = createPgBossQueue({ pglite: first.pglite, pollMs: 50, retryBaseMs: 1000 });
      await dying.start();
      const { id } = await dying.enqueue('script.parse', { doc: 'd1' });
      let claimed = false;
      dying.work('script.parse', () => {
        claimed = true;
        return new Promise<void>(() => undefined);
      });
      await waitFor(async () => claimed, 'the first process to take the job');
      expect(await dying.findJob('script.parse', id)).toMatchObject({ status: 'running' });
      await first.close();

      // The restart: with a 15-minute job timeout, only the start-up sweep can free the job.
      const second = await openEmbedded(tmp.dir);
      const queue = createPgBossQueue({
        pglite: second.pglite,
        pollMs: 50,
        retryBaseMs: 1000,
        jobTimeoutS: 900,
      });
      try {
        const attempts: number[] = [];
        queue.work('script.parse', async (_payload, job) => {
          attempts.push(job.attempt);
        });
        await queue.start();
        await waitFor(
          async () => (await queue.findJob('script.parse', id))?.status === 'done',
          'the interrupted job to run again',
          20_000,
        );
        expect(attempts).toEqual([2]);
        expect(await queue.findJob('script.parse', id)).toMatchObject({ attempts: 2 });
      } finally {
        await queue.close();
        await second.close();
      }
    } finally {
      tmp.cleanup();
    }
  });

  it('runs a delayed job and a retry when they are due, without a poll to find them', async () => {
    const tmp = tempDir();
    const database = await openEmbedded(tmp.dir);
    // A poll far longer than the test: only the look-ahead to the next due job can run these.
    const queue = createPgBossQueue({
      pglite: database.pglite,
      pollMs: 600_000,
      retryBaseMs: 1000,
    });
    try {
      const attempts: number[] = [];
      queue.work('mail.send', async (_payload, job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('the mail server is away');
      });
      await queue.start();
      const { id } = await queue.enqueue('mail.send', { to: 'a' }, { delayMs: 300 });
      await waitFor(
        async () => (await queue.findJob('mail.send', id))?.status === 'done',
        'the delayed job to run, fail once and run again',
        30_000,
      );
      expect(attempts).toEqual([1, 2]);
    } finally {
      await queue.close();
      await database.close();
      tmp.cleanup();
    }
  });

  it('waits quietly while its jobs wait for a full worker, and takes the next when one ends', async () => {
    const tmp = tempDir();
    const database = await openEmbedded(tmp.dir);
    const pglite = database.pglite!;
    const queue = createPgBossQueue({ pglite, pollMs: 50, retryBaseMs: 1000 });
    // Every statement the queue sends while it waits: each look is a query of the database the
    // API's requests use, on the API's one thread.
    let statements = 0;
    const query = pglite.query.bind(pglite);
    pglite.query = ((...args: Parameters<typeof query>) => {
      statements += 1;
      return query(...args);
    }) as typeof pglite.query;
    try {
      const started: string[] = [];
      let finish: () => void = () => undefined;
      queue.work<{ doc: string }>(
        'audio.generate',
        ({ doc }) => {
          started.push(doc);
          return new Promise<void>((resolve) => (finish = resolve));
        },
        { concurrency: 1 },
      );
      await queue.start();
      await queue.enqueue('audio.generate', { doc: 'first' });
      await queue.enqueue('audio.generate', { doc: 'second' });
      await waitFor(async () => started.length === 1, 'the first job to start');
      // One job runs and one is due: a second of waiting, in which nothing is due that the
      // worker could take. (Looking again at once after every look sent about 460 statements in
      // that second; looking every 100 ms, 9.)
      statements = 0;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(statements).toBeLessThan(5);
      finish();
      await waitFor(
        async () => started.length === 2,
        'the second job to start when the first ends',
      );
      expect(started).toEqual(['first', 'second']);
      finish();
    } finally {
      await queue.close();
      await database.close();
      tmp.cleanup();
    }
  });
});
