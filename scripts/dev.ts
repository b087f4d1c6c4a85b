/**
 * `npm run dev -- <remote|shell>`: everything is built once, then the named front end is rebuilt
 * in development mode on every change while the API runs from source and restarts on change.
 */
import { spawn } from 'node:child_process';

import { build } from './build';
import { bin, repoRoot } from './lib/proc';

const NAMES = ['shell', 'marketing', 'auth', 'studio', 'billing'];
const target = process.argv[2];
if (!target || !NAMES.includes(target)) {
  console.error(`usage: npm run dev -- <${NAMES.join('|')}>`);
  process.exit(2);
}
await build();
const children = [
  spawn(bin('tsx'), ['tools/webpack/build.ts', target, '--dev', '--watch'], { stdio: 'inherit', cwd: repoRoot }),
  spawn(bin('tsx'), ['watch', 'packages/server/src/main.ts'], { stdio: 'inherit', cwd: repoRoot }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
