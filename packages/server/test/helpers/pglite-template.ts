import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createPgBossQueue } from '../../src/adapters/queue/queue-pgboss';
import { openDatabase } from '../../src/db/database';
import { migrationsFolder } from '../../src/paths';
import { createPglite } from './pglite';

/**
 * A migrated, closed PGlite data directory that each test app copies instead of creating its
 * own: PGlite's initdb on an empty directory costs ~2 s a start (most of a test app's start-up),
 * a copy a few tens of milliseconds. It holds pg-boss's schema too (created at its first start).
 * The template is keyed by the migrations and the PGlite and pg-boss versions, made once and shared by every jest worker and run (renamed into place atomically, so
 * a half-written one is never used). The app still runs its migrations, which find nothing to do;
 * tests of the migrations themselves open their databases without it.
 */
const key = () => {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const file = join(folder, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(file));
  }
  // pnpm's store path of the package names its version.
  hash.update(require.resolve('@electric-sql/pglite')).update(require.resolve('pg-boss'));
  return hash.digest('hex').slice(0, 16);
};

async function template(): Promise<string> {
  const final = join(tmpdir(), `cms-pglite-template-${key()}`);
  if (existsSync(final)) return final;
  const building = mkdtempSync(join(tmpdir(), 'cms-pglite-building-'));
  const database = openDatabase({ dataDir: building, createPglite });
  await database.migrate();
  const queue = createPgBossQueue({ pglite: database.pglite });
  await queue.start();
  await queue.close();
  await database.close();
  try {
    renameSync(join(building, 'db'), final);
  } catch {
    // Another worker finished first: theirs is the same.
  }
  rmSync(building, { recursive: true, force: true });
  return final;
}

/**
 * Fills `<dataDir>/db` from the template when the app would otherwise create it from nothing.
 * The two template databases initdb leaves (template1 and template0, a third of the copy) are left
 * out: the app only ever opens its own database, and they serve CREATE DATABASE, which it never
 * runs. A query that needed them would fail here, not pass unseen.
 */
export async function seedPglite(dataDir: string): Promise<void> {
  const target = join(dataDir, 'db');
  if (existsSync(target)) return;
  const source = await template();
  const unused = new Set([join(source, 'base', '1'), join(source, 'base', '4')]);
  cpSync(source, target, { recursive: true, filter: (from) => !unused.has(from) });
}
