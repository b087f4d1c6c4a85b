import pg from 'pg';

import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startScaledApp, type TestApp, waitFor } from '../helpers/app';
import { createTestDatabase } from '../helpers/postgres';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The database restarted or unreachable while the API runs: requests fail with a clear
 * 503, readiness says so, and everything recovers without restarting the API.
 */
const UNAVAILABLE = {
  status: 'error',
  message: 'The service is temporarily unavailable. Please try again shortly.',
};

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('backends terminated under the running API (pg_terminate_backend)', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await startScaledApp(RELAXED_LIMITS);
    s = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('answers the request that lost its connection with a clear 503, then recovers by itself', async () => {
    const url = t.config.databaseUrl!;
    const dbName = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Hold the users table so the next request's query is in flight when its backend dies.
      await admin.query('begin');
      await admin.query('lock table users in access exclusive mode');
      const pending = get(t, 'users/me', s.access);
      await waitFor(async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          [dbName],
        );
        return rows[0].n > 0;
      }, 'the request to wait on the lock');
      const { rows } = await admin.query(
        `select count(*)::int as n from (
           select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid()) killed`,
        [dbName],
      );
      expect(rows[0].n).toBeGreaterThan(0);
      const failed = await pending;
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual(UNAVAILABLE);
      await admin.query('rollback');
    } finally {
      await admin.end();
    }

    // New connections replace the dead ones: no restart, and never a 500 on the way.
    const statuses: number[] = [];
    await waitFor(async () => {
      const res = await get(t, 'users/me', s.access);
      statuses.push(res.status);
      return res.status === 200;
    }, 'users/me to answer again');
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

    // The job queue reconnects too: a job enqueued now runs.
    const seen: unknown[] = [];
    t.deps.queue.work('after-restart', async (payload) => {
      seen.push(payload);
    });
    await t.deps.queue.enqueue('after-restart', { ok: true });
    await waitFor(async () => seen.length === 1, 'a job to run after the restart');
  });
});

describe('database unreachable for a while', () => {
  let proxy: TcpProxy;
  let database: { url: string; drop: () => Promise<void> };
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    database = await createTestDatabase();
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startScaledApp({ ...RELAXED_LIMITS, DATABASE_URL: viaProxy.toString() });
    s = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await database.drop();
  });

  it('is not ready and answers 503 while the database is away, and recovers when it is back', async () => {
    await proxy.goDown();
    const ready = await t.http('/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'error',
      message: 'Service unavailable',
      data: { ready: false, database: false, queue: true },
    });
    expect((await t.http('/api/v1/health/live')).status).toBe(200);
    const me = await get(t, 'users/me', s.access);
    expect(me.status).toBe(503);
    expect(me.body).toEqual(UNAVAILABLE);
    await withClient(database.url, async (c) => {
      // The data is intact behind the outage.
      const { rows } = await c.query('select count(*)::int as n from users');
      expect(rows[0].n).toBe(1);
    });

    await proxy.comeBack();
    await waitFor(
      async () => (await t.http('/api/v1/health/ready')).status === 200,
      'readiness to come back',
    );
    expect((await get(t, 'users/me', s.access)).status).toBe(200);
  });
});
