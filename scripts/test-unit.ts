import { bin, mustRun } from './lib/proc';
import { ensurePostgres } from './lib/postgres';

const pg = await ensurePostgres();
try {
  await mustRun(bin('jest'), process.argv.slice(2), { env: { ...process.env, TEST_DATABASE_URL: pg.url } });
} finally {
  pg.stop();
}
