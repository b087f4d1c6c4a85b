import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { migrationsFolder } from '../paths';
import * as schema from './schema';

/**
 * The database port. Both drivers expose the same Drizzle API over the same schema and the same
 * committed SQL migrations, so nothing above this file knows which one runs.
 */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What DAL functions accept: the database, or the transaction they should join. */
export type Executor = Db | Tx;

export type DbDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  /** The embedded database's one connection (absent on PostgreSQL). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

// Any constant works; it only has to be the same in every process sharing the database.
const MIGRATION_LOCK = 7_351_002;

export type OpenDatabaseOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** Replaces `new PGlite(dir)`; the test runner uses it to load PGlite outside its module sandbox. */
  createPglite?: (dir: string) => PGlite;
};

export function openDatabase(opts: OpenDatabaseOptions): Database {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(join(opts.dataDir, 'db'), opts.createPglite ?? ((dir) => new PGlite(dir)));
}

function openPglite(dir: string, create: (dir: string) => PGlite): Database {
  mkdirSync(dir, { recursive: true });
  const client = create(dir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => pingWith(() => client.query('select 1')),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client dropped by the server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: async () => {
      // Web and worker processes may start together: one applies migrations, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client: conn, schema }), {
          migrationsFolder: migrationsFolder(),
        });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    ping: () => pingWith(() => pool.query('select 1')),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
