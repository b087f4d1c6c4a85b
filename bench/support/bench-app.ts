/**
 * The app as `npm start` runs it (PGlite, the bundled parse worker), in this process on a loopback
 * port, with one signed-in writer holding plenty of pages: what the API benches drive.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { createUsersDal } from '../../packages/server/src/services/users/users-dal';
import { apiCaller } from './api-call';

const PASSWORD = 'Bench-Password-42!';

export type BenchApp = {
  base: string;
  call: ReturnType<typeof apiCaller>;
  token: string;
  close: () => Promise<void>;
};

export async function startBenchApp(repoRoot: string, name: string): Promise<BenchApp> {
  execFileSync(process.execPath, [path.join(repoRoot, 'packages/server/scripts/build.mjs')], {
    stdio: 'ignore',
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `castmyscript-${name}-bench-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-root'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    // A bench may voice a feature film under load for longer than a session's 15 minutes.
    ACCESS_TOKEN_TTL: '86400',
  });
  const { app, deps } = await buildApp(config, {
    parse: { workerPath: path.join(repoRoot, 'packages/server/dist/worker.js') },
  });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUsersDal(deps.database.db).create({
      email: `${name}-bench@example.com`,
      name: 'Bench',
      passwordHash: await deps.hasher.hash(PASSWORD),
      emailVerifiedAt: new Date(),
    });
    // Big Fish costs 122 pages; a Free account has 5.
    await deps.credits.grantPaygo(user.id, 10_000, `bench-${name}-pages`);
    const call = apiCaller(base);
    const token = (
      await call('POST', 'auth/login', undefined, { email: user.email, password: PASSWORD })
    ).access_token as string;
    return { base, call, token, close };
  } catch (err) {
    await close();
    throw err;
  }
}
