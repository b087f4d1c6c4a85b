import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { openDatabase } from '../src/db/database';
import { migrationsFolder } from '../src/paths';
import { createUsersDal } from '../src/services/users/users-dal';
import { startApp, tempDir } from './helpers/app';
import { createPglite } from './helpers/pglite';

const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));

async function appliedMigrations(db: ReturnType<typeof openDatabase>['db']): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
}

const TABLES = [
  'activities',
  'audio_files',
  'audio_lines',
  'audio_runs',
  'billing_checkout_sessions',
  'billing_customers',
  'billing_events',
  'billing_subscriptions',
  'billing_transactions',
  'contact_messages',
  'credit_accounts',
  'credit_ledger',
  'documents',
  'email_tokens',
  'files',
  'line_takes',
  'local_payment_objects',
  'note_digests',
  'note_replies',
  'notes',
  'notify_signups',
  'page_entries',
  'rate_limits',
  'refresh_tokens',
  'scenes',
  'share_links',
  'users',
  'voice_assignments',
];

async function tableNames(db: ReturnType<typeof openDatabase>['db']): Promise<string[]> {
  const res = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

describe('migrations on PGlite', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('creates every table on a fresh data dir', async () => {
    const database = openDatabase({ dataDir: tmp.dir, createPglite });
    try {
      await database.migrate();
      expect(await tableNames(database.db)).toEqual(TABLES);
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });

  it('applies nothing twice on an existing data dir', async () => {
    const database = openDatabase({ dataDir: tmp.dir, createPglite });
    try {
      await database.migrate();
      await database.migrate();
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
      expect(await tableNames(database.db)).toEqual(TABLES);
    } finally {
      await database.close();
    }
  });
});

describe('restart', () => {
  it('keeps the data written before the app closed', async () => {
    const tmp = tempDir();
    try {
      const first = await startApp({}, {}, tmp.dir);
      const users = createUsersDal(first.deps.database.db);
      const created = await users.create({ email: 'ada@example.com', name: 'Ada' });
      await first.close();

      const second = await startApp({}, {}, tmp.dir);
      try {
        const found = await createUsersDal(second.deps.database.db).findById(created.id);
        expect(found).toMatchObject({ email: 'ada@example.com', name: 'Ada', role: 'user' });
      } finally {
        await second.close();
      }
    } finally {
      tmp.cleanup();
    }
  });

  it('joins a caller transaction and rolls back with it', async () => {
    const t = await startApp();
    try {
      const { db } = t.deps.database;
      const users = createUsersDal(db);
      await expect(
        db.transaction(async (tx) => {
          await users.create({ email: 'gone@example.com' }, tx);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await users.findByEmail('gone@example.com')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
