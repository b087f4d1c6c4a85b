/**
 * `npm start`: build what changed, then serve everything on one port with the embedded defaults
 * (PGlite with pg-boss on it, local files, mail outbox). Migrations run as the server starts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { build } from './build';
import { repoRoot } from './lib/proc';

await build().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
// The bootstrap builds through this script, then becomes the server itself (process.execve).
if (process.argv.includes('--prepare-only')) process.exit(0);

// A Node without execve (before 22.15): run the server as a child and pass signals on.

const server = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: repoRoot,
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward Ctrl+C / SIGTERM so the server shuts down gracefully and this script exits with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
