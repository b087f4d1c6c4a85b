import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

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
  'lines',
  'local_payment_objects',
  'note_digests',
  'note_replies',
  'notes',
  'notify_signups',
  'page_entries',
  'rate_limits',
  'refresh_tokens',
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

/** A migrations folder holding only the first `count` migrations: a data dir from an older release. */
function olderMigrations(dir: string, count: number): string {
  cpSync(migrationsFolder(), dir, { recursive: true });
  const older = { ...journal, entries: journal.entries.slice(0, count) };
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(older));
  return dir;
}

describe('a data dir from before lines were called lines', () => {
  // Migration 0020 renames the table scenes (and its scene_index / scene_id columns) to lines:
  // a script written before it keeps its lines, their audio, takes and notes.
  it('keeps every line, and what points at it, through the rename', async () => {
    const tmp = tempDir();
    const database = openDatabase({ dataDir: tmp.dir, createPglite });
    try {
      const before = journal.entries.findIndex((e: { tag: string }) => e.tag === '0020_lines');
      expect(before).toBeGreaterThan(0);
      const { db } = database;
      await migratePglite(db as never, {
        migrationsFolder: olderMigrations(join(tmp.dir, 'migrations'), before),
      });
      // Several statements at once: PGlite's exec, not a prepared query.
      await database.pglite!.exec(`
        insert into users (id, email) values ('00000000-0000-4000-8000-000000000001', 'ada@example.com');
        insert into documents (id, user_id, title, file_name, declared_type, storage_key)
          values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
                  'Play', 'play.txt', 'txt', 'k1');
        insert into scenes (id, document_id, scene_index, actor, dialog, kind) values
          ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 0, '', 'INT. HALL', 'scene_heading'),
          ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', 1, 'ADA', 'Hello.', 'dialogue');
        insert into audio_lines (scene_id, document_id, line_key, status) values
          ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', 'key', 'completed');`);

      await database.migrate();

      const lines = await db.execute(
        sql`select line_index, actor, dialog, kind from lines order by line_index`,
      );
      expect((lines as unknown as { rows: unknown[] }).rows).toEqual([
        { line_index: 0, actor: '', dialog: 'INT. HALL', kind: 'scene_heading' },
        { line_index: 1, actor: 'ADA', dialog: 'Hello.', kind: 'dialogue' },
      ]);
      const audio = await db.execute(sql`select line_id, status from audio_lines`);
      expect((audio as unknown as { rows: unknown[] }).rows).toEqual([
        { line_id: '00000000-0000-4000-8000-000000000004', status: 'completed' },
      ]);
      expect(await tableNames(db)).toEqual(TABLES);
      expect(await appliedMigrations(db)).toBe(journal.entries.length);
    } finally {
      await database.close();
      tmp.cleanup();
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
