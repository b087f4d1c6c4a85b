import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const sh = (command: string, args: string[], user?: string) => {
  const full = user ? ['-u', user, '--', command, ...args] : args;
  const result = spawnSync(user ? 'runuser' : command, full, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

const pgBin = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = spawnSync('ls', [base], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .sort()
    .pop();
  return version ? path.join(base, version, 'bin') : null;
};

export type Postgres = { url: string; stop: () => void };

/**
 * The PostgreSQL the server tests run against: the machine's own on 127.0.0.1:5432 when it
 * answers; otherwise Debian's package is installed if missing and a throwaway cluster is started
 * on a spare port, listening on 127.0.0.1 only, and stopped again at the end.
 */
export const ensurePostgres = async (): Promise<Postgres> => {
  if (process.env.TEST_DATABASE_URL)
    return { url: process.env.TEST_DATABASE_URL, stop: () => undefined };
  // CASTMYSCRIPT_THROWAWAY_PG=1 exercises the fresh-machine path on a machine that has one.
  if (!process.env.CASTMYSCRIPT_THROWAWAY_PG && (await answers(5432)))
    return { url: 'postgres://postgres@127.0.0.1:5432/postgres', stop: () => undefined };

  if (!pgBin()) {
    console.log('[postgres] installing PostgreSQL from apt');
    sh('apt-get', ['update', '-qq']);
    sh('apt-get', ['install', '-y', '-qq', 'postgresql']);
  }
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL binaries not found after install');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-pg-'));
  spawnSync('chown', ['postgres:postgres', dir]);
  const port = 55432;
  sh(
    path.join(bin, 'initdb'),
    ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'],
    'postgres',
  );
  sh(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      dir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ],
    'postgres',
  );
  console.log(`[postgres] throwaway cluster on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      spawnSync(
        'runuser',
        ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dir, '-m', 'fast', 'stop'],
        { stdio: 'inherit' },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Runs one SQL statement through psql (database set-up and clean-up in benches). */
export const psql = (url: string, statement: string) => {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error}`);
};
