/**
 * `npm run dev -- <remote|shell>`: everything is built once, then the API runs from source and
 * restarts on change. A remote is served by a dev server with React Fast Refresh: an edited
 * component changes in the open page without a reload and keeps its state. The shell is rebuilt
 * on every change instead (reload the page to see it).
 *
 * PORT (default 3000) is the site's port; DEV_REMOTE_PORT (default PORT + 1) the remote's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

import { build } from './build';
import { bin, mustRun, repoRoot } from './lib/proc';

const REMOTES = ['marketing', 'auth', 'studio', 'billing'];
const target = process.argv[2];
if (!target || (target !== 'shell' && !REMOTES.includes(target))) {
  console.error(`usage: npm run dev -- <${['shell', ...REMOTES].join('|')}>`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);
const remotePort = Number(process.env.DEV_REMOTE_PORT ?? port + 1);
await build();

const children: ChildProcess[] = [];
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  children.push(
    spawn(args[0], args.slice(1), {
      stdio: 'inherit',
      cwd: repoRoot,
      env: { ...process.env, ...env },
    }),
  );
const server = [bin('tsx'), 'watch', 'packages/server/src/main.ts'];

if (target === 'shell') {
  run([bin('tsx'), 'tools/webpack/build.ts', target, '--dev', '--watch']);
  run(server);
} else {
  // The development shell goes to a web root of its own beside links to the production remotes,
  // so the production build stays as `npm run build` left it.
  const webRoot = path.join(repoRoot, '.dev-web');
  rmSync(webRoot, { recursive: true, force: true });
  for (const name of REMOTES) {
    mkdirSync(path.join(webRoot, name), { recursive: true });
    symlinkSync(path.join(repoRoot, 'packages', name, 'dist'), path.join(webRoot, name, 'dist'));
  }
  const shellOut = path.join(webRoot, 'shell', 'dist');
  await mustRun(bin('tsx'), [
    'tools/webpack/build.ts',
    'shell',
    '--dev',
    '--refresh',
    '--out',
    shellOut,
  ]);
  run([bin('tsx'), 'tools/webpack/dev-server.ts', target, String(remotePort)]);
  run(server, {
    WEB_ROOT: webRoot,
    // The shell reads only the remotes' names; the socket is named for the server's CSP.
    REMOTES_JSON: JSON.stringify({
      [target]: `http://localhost:${remotePort}/mf-manifest.json`,
      devSocket: `ws://localhost:${remotePort}/ws`,
    }),
  });
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
