/**
 * `npm run start:worker`: a job worker process of a scaled deployment (docs/deploy.md). It runs
 * the same job handlers as the API, without the HTTP API, on the pg-boss queue of DATABASE_URL;
 * start as many as the load needs. Only the server is built: a worker serves no front end.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { mustRun, repoRoot } from './lib/proc';

if (!process.env.DATABASE_URL) {
  console.error(
    'start:worker needs DATABASE_URL (PostgreSQL): workers share jobs through pg-boss. ' +
      'The embedded default (npm start) runs its jobs inside the server process.',
  );
  process.exit(2);
}

await mustRun(process.execPath, [path.join(repoRoot, 'packages/server/scripts/build.mjs')]);
// The bootstrap builds through this script, then becomes the worker itself (process.execve).
if (process.argv.includes('--prepare-only')) process.exit(0);

const worker = spawn(
  process.execPath,
  [path.join(repoRoot, 'packages/server/dist/worker-main.js')],
  {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { NODE_ENV: 'production', ...process.env },
  },
);
// Forward Ctrl+C / SIGTERM so running jobs finish before the worker exits, and exit with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code) => process.exit(code ?? 0));
