import { PgBoss } from 'pg-boss';

import { createPgBossQueue, type PgBossQueue } from '../../src/adapters/queue/queue-pgboss';
import { silentLogger } from '../../src/lib/logger';
import { waitFor } from '../helpers/app';
import { createTestDatabase } from '../helpers/postgres';
import { startTcpProxy } from '../scaled/tcp-proxy';
import { pgBossHarness } from './pgboss-harness';
import { describeQueueContract } from './queue-contract';

jest.setTimeout(90_000);

describeQueueContract('pg-boss', async () => {
  const database = await createTestDatabase();
  return pgBossHarness({ connectionString: database.url }, database.drop);
});

describe('pg-boss queue (adapter specifics)', () => {
  let database: { url: string; drop: () => Promise<void> };
  const queues: PgBossQueue[] = [];
  const make = async (opts: Partial<Parameters<typeof createPgBossQueue>[0]> = {}) => {
    const queue = createPgBossQueue({
      connectionString: database.url,
      pollMs: 50,
      retryBaseMs: 10,
      ...opts,
    });
    queues.push(queue);
    await queue.start();
    return queue;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    await database.drop();
  });

  it('shares one queue between processes: every job runs exactly once', async () => {
    const [a, b] = [await make(), await make()];
    const runs = new Map<number, string[]>();
    const handler =
      (who: string) =>
      async ({ n }: { n: number }) => {
        runs.set(n, [...(runs.get(n) ?? []), who]);
      };
    a.work('shared', handler('a'), { concurrency: 2 });
    b.work('shared', handler('b'), { concurrency: 2 });
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).enqueue('shared', { n })),
    );
    await waitFor(
      async () =>
        (await Promise.all(ids.map(({ id }) => a.findJob('shared', id)))).every(
          (j) => j?.status === 'done',
        ),
      'every job to finish',
      30_000,
    );
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
  });

  it('gives a job whose worker vanished to another worker once it times out', async () => {
    // A worker that claims the job and then dies without a word (what SIGKILL leaves behind).
    const dead = new PgBoss({ connectionString: database.url, schedule: false, supervise: false });
    dead.on('error', () => undefined);
    await dead.start();
    const survivor = await make({ jobTimeoutS: 1, maintenanceIntervalS: 1 });
    const { id } = await survivor.enqueue('orphan', { doc: 'd1' });
    const claimed = await dead.fetch('orphan');
    expect(claimed.map((j) => j.id)).toEqual([id]);
    await dead.stop({ graceful: false, close: true });

    const attempts: number[] = [];
    survivor.work('orphan', async (_payload, job) => {
      attempts.push(job.attempt);
    });
    await waitFor(
      async () => (await survivor.findJob('orphan', id))?.status === 'done',
      'the orphaned job to be finished by the survivor',
      30_000,
    );
    expect(attempts).toEqual([2]);
  });

  it('keeps a live job that runs past its heartbeat interval with its worker', async () => {
    // The heartbeat is pg-boss's shortest and the monitor looks every second: a worker that did
    // not touch its job would lose it to a retry after 10 s.
    const queue = await make({ heartbeatS: 10, maintenanceIntervalS: 1 });
    const attempts: number[] = [];
    queue.work('long', async (_payload, job) => {
      attempts.push(job.attempt);
      await new Promise((r) => setTimeout(r, 12_000));
    });
    const { id } = await queue.enqueue('long', { doc: 'd1' });
    await waitFor(
      async () => (await queue.findJob('long', id))?.status === 'done',
      'the long job to finish',
      30_000,
    );
    expect(attempts).toEqual([1]);
  });

  it('records the outcome of a job whose connection dropped as it ended, once the database is back', async () => {
    const real = new URL(database.url);
    const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // What the queue says about recording outcomes: a retry, or giving up.
    const outcomeLog: { jobId?: string }[] = [];
    const note = (fields: object | string, message?: string) => {
      if (typeof fields === 'object' && message?.includes('outcome')) outcomeLog.push(fields);
    };
    const cut = createPgBossQueue({
      connectionString: viaProxy.toString(),
      pollMs: 50,
      outcomeRetryBaseMs: 100,
      logger: { ...silentLogger, warn: note, error: note },
    });
    const observer = await make();
    try {
      await cut.start();
      let finish = () => undefined as void;
      const attempts: number[] = [];
      cut.work('cut-off', async (_payload, job) => {
        attempts.push(job.attempt);
        await new Promise<void>((resolve) => (finish = resolve));
      });
      const { id } = await cut.enqueue('cut-off', { doc: 'd1' });
      await waitFor(async () => attempts.length === 1, 'the job to start');
      // The database goes away while the handler runs: its outcome cannot be written.
      await proxy.goDown();
      finish();
      await waitFor(
        async () => outcomeLog.some((fields) => fields.jobId === id),
        'recording the outcome to fail',
      );
      expect((await observer.findJob('cut-off', id))?.status).toBe('running');

      await proxy.comeBack();
      await waitFor(
        async () => (await observer.findJob('cut-off', id))?.status === 'done',
        'the outcome to be recorded after the reconnect',
      );
      expect(attempts).toEqual([1]);
    } finally {
      await cut.close();
      await proxy.close();
    }
  });
});
