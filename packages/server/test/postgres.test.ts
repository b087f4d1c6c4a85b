import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { migrationsFolder } from '../src/paths';
import { createUsersDal } from '../src/services/users/users-dal';
import { startApp, waitFor } from './helpers/app';

/**
 * The same schema and migrations on a real PostgreSQL. The test runner guarantees a server, so a
 * connection failure fails this suite instead of skipping it.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `cms_test_${randomBytes(6).toString('hex')}`;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const migrationCount = () =>
  (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

beforeAll(() => admin((c) => c.query(`create database ${dbName}`)));
afterAll(() => admin((c) => c.query(`drop database if exists ${dbName} with (force)`)));

describe('on PostgreSQL', () => {
  it('migrates a fresh database, again without change, and keeps data across restarts', async () => {
    const first = await startApp({ DATABASE_URL: dbUrl });
    const created = await createUsersDal(first.deps.database.db).create({
      email: 'pg@example.com',
    });
    const health = await (await first.http('/api/v1/health')).json();
    expect(health.data.database).toEqual({ ok: true, driver: 'postgres' });
    await first.close();

    const second = await startApp({ DATABASE_URL: dbUrl });
    try {
      const { db } = second.deps.database;
      const applied = await db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(migrationCount());
      expect(await createUsersDal(db).findById(created.id)).toMatchObject({
        email: 'pg@example.com',
      });
    } finally {
      await second.close();
    }
  });

  it('runs queued jobs', async () => {
    const t = await startApp({ DATABASE_URL: dbUrl });
    try {
      const seen: unknown[] = [];
      t.deps.queue.work('pg-echo', async (payload) => {
        seen.push(payload);
      });
      await t.deps.queue.enqueue('pg-echo', { hello: 'postgres' });
      await waitFor(async () => seen.length === 1, 'the job to run');
      expect(seen).toEqual([{ hello: 'postgres' }]);
    } finally {
      await t.close();
    }
  });
});
