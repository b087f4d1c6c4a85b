import { sql } from 'drizzle-orm';

import { createPostgresRateCounter } from '../../src/adapters/rate-limit/rate-limit-postgres';
import { type Database, openDatabase } from '../../src/db/database';
import { tempDir } from '../helpers/app';
import { createTestDatabase } from '../helpers/postgres';

/**
 * The shared rate-limit counter on a real PostgreSQL. Two pools stand for two API processes: a
 * count must be exact when both hit one key at the same moment.
 */
let pgDb: Awaited<ReturnType<typeof createTestDatabase>>;
let a: Database;
let b: Database;
let now = Date.parse('2030-01-01T00:00:00Z');
const clock = () => now;
const tmp = tempDir();

beforeAll(async () => {
  pgDb = await createTestDatabase();
  a = openDatabase({ dataDir: tmp.dir, databaseUrl: pgDb.url });
  b = openDatabase({ dataDir: tmp.dir, databaseUrl: pgDb.url });
  await a.migrate();
});
afterAll(async () => {
  await a.close();
  await b.close();
  await pgDb.drop();
  tmp.cleanup();
});

const keysInTable = async () => {
  const res = await a.db.execute(sql`select key from rate_limits order by key`);
  return (res as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
};

it('is an UNLOGGED table', async () => {
  const res = await a.db.execute(
    sql`select relpersistence from pg_class where relname = 'rate_limits'`,
  );
  expect((res as unknown as { rows: { relpersistence: string }[] }).rows).toEqual([
    { relpersistence: 'u' },
  ]);
});

it('counts hits in a window that starts at the first hit and restarts once it ends', async () => {
  const counter = createPostgresRateCounter({ db: a.db, namespace: 't', now: clock });
  expect(await counter.hit('window', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
  now += 20_000;
  expect(await counter.hit('window', 60_000)).toEqual({ hits: 2, ttlMs: 40_000 });
  expect(await counter.peek('window')).toEqual({ hits: 2, ttlMs: 40_000 });
  now += 40_000;
  expect(await counter.peek('window')).toEqual({ hits: 0, ttlMs: 0 });
  expect(await counter.hit('window', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
  await counter.clear('window');
  expect(await counter.peek('window')).toEqual({ hits: 0, ttlMs: 0 });
});

it('counts every one of many simultaneous hits from two processes exactly once', async () => {
  const counters = [a, b].map((d) =>
    createPostgresRateCounter({ db: d.db, namespace: 't', now: clock }),
  );
  const burst = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => counters[i % 2].hit('burst', 60_000)));
  const first = await burst(200);
  // No count seen twice and none skipped: each hit took the row after the previous one.
  expect(first.map((c) => c.hits).sort((x, y) => x - y)).toEqual(
    Array.from({ length: 200 }, (_, i) => i + 1),
  );
  expect((await counters[1].peek('burst')).hits).toBe(200);

  // When the window has ended, exactly one of the simultaneous hits restarts it.
  now += 60_000;
  const second = await burst(50);
  expect(second.map((c) => c.hits).sort((x, y) => x - y)).toEqual(
    Array.from({ length: 50 }, (_, i) => i + 1),
  );
});

it('deletes ended windows of its namespace with a sweep at most every sweepEveryMs', async () => {
  const counter = createPostgresRateCounter({
    db: a.db,
    namespace: 's',
    now: clock,
    sweepEveryMs: 1000,
  });
  const neighbour = createPostgresRateCounter({ db: a.db, namespace: 'n', now: clock });
  await a.db.execute(sql`delete from rate_limits`);
  await neighbour.hit('short', 100);
  await counter.hit('short', 100); // sweeps, then not again for a second
  await counter.hit('long', 60_000);
  now += 500;
  await counter.hit('other', 60_000);
  expect(await keysInTable()).toEqual(['n:short', 's:long', 's:other', 's:short']);
  now += 500;
  await counter.hit('other', 60_000);
  // Another namespace's ended windows are its own sweep's business (it may run on another clock).
  expect(await keysInTable()).toEqual(['n:short', 's:long', 's:other']);
});

it('fails open with one warning when the database cannot count', async () => {
  const broken = openDatabase({ dataDir: tmp.dir, databaseUrl: pgDb.url });
  await broken.close();
  const warnings: unknown[] = [];
  const logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (obj: unknown) => void warnings.push(obj),
    error: () => undefined,
  };
  const counter = createPostgresRateCounter({ db: broken.db, namespace: 't', logger, now: clock });
  expect(await counter.hit('k', 1000)).toEqual({ hits: 0, ttlMs: 0 });
  expect(await counter.hit('k', 1000)).toEqual({ hits: 0, ttlMs: 0 });
  expect(await counter.peek('k')).toEqual({ hits: 0, ttlMs: 0 });
  await expect(counter.clear('k')).resolves.toBeUndefined();
  // One warning per minute, not one per request: an outage must not flood the log.
  expect(warnings).toHaveLength(1);
  now += 60_000;
  await counter.hit('k', 1000);
  expect(warnings).toHaveLength(2);
});
