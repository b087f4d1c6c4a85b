import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_VARS } from '../../packages/server/src/config/vars';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type DevLoop = { url: string; stop: () => void };

const isUp = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * Starts `npm run dev -- <remote>` (through the same bootstrap `npm run` calls) on ports of its
 * own, and waits until both the site and the remote's dev server answer.
 */
export const startDevLoop = async (remote: string, port: number): Promise<DevLoop> => {
  // A feature-team developer runs `npm run dev` with none of the server's settings in their
  // shell: none of its variables is passed on from the caller's, only the ports and folder below.
  const server = new Set(CONFIG_VARS.map((v) => v.name));
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !server.has(name))),
    NODE_ENV: 'development',
    PORT: String(port),
    DEV_REMOTE_PORT: String(port + 1),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'castmyscript-devloop-')),
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/bootstrap.mjs'), 'dev', remote],
    {
      cwd: repoRoot,
      // Its own process group, so stopping it also stops the dev server and the API it started.
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    },
  );
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}`);
    const ready =
      (await isUp(`${url}/api/v1/health`)) &&
      (await isUp(`http://localhost:${port + 1}/mf-manifest.json`));
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
