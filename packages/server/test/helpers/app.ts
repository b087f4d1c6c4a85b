import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { type BuildOverrides, buildApp, type Container } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import {
  defaultTestStack,
  releaseScaled,
  scaledEnv,
  stopScaledStack,
  type TestStack,
} from '../scaled/stack';
import { createPglite } from './pglite';
import { seedPglite } from './pglite-template';

// Each app starts a WASM PostgreSQL; on a busy two-core machine that can take several seconds, and
// `npm test` runs the two server suites side by side: a hook starting two apps and a fake Stripe
// once took over 60 s there. A limit only bounds how long a real failure takes to show.
jest.setTimeout(120_000);

/** A fresh directory removed by `cleanup()`; every test gets its own DATA_DIR. */
export function tempDir(prefix = 'cms-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Config as the server would load it, from a test environment (quiet, no real web root). */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'no-web-root'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // The test run's other lanes (jest workers, browsers) share the cores at nice 0; at the
    // production default the app's voices would wait behind them. The priority itself is tested
    // in test/tts/pool-priority.test.ts.
    SYNTHESIS_NICE: '0',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  /** The container the app was composed from: its adapters, DALs, services and jobs. */
  deps: Container;
  config: Config;
  dataDir: string;
  /** `http://127.0.0.1:<port>` of the listening app. */
  base: string;
  /** Real HTTP request to the app (fetch, never following redirects). */
  http: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
};

// The scaled stack's servers and databases live as long as the test file (no-op when unused).
// This hook runs before the file's own, which may still read an app's database before closing
// it: the stack stops once the file's hooks have started and its last app has closed.
let openApps = 0;
let fileEnding = false;
afterAll(async () => {
  fileEnding = true;
  if (openApps === 0) await stopScaledStack();
});

/**
 * The parse child and voice threads as bundled for this jest run (tools/jest/server-global-setup),
 * unless the test chose its own; from source when the bundles are not there.
 */
function bundledWorkers(overrides: BuildOverrides): Pick<BuildOverrides, 'parse' | 'voiceEngine'> {
  const parseWorker = process.env.CMS_TEST_PARSE_WORKER;
  const voiceWorker = process.env.CMS_TEST_VOICE_WORKER;
  return {
    parse: { ...(parseWorker && { workerPath: parseWorker }), ...overrides.parse },
    voiceEngine: {
      ...overrides.voiceEngine,
      pool: { ...(voiceWorker && { workerPath: voiceWorker }), ...overrides.voiceEngine?.pool },
    },
  };
}

/**
 * The real app on PGlite in a temp dir (or on `dataDir` when given, to test restarts), listening
 * on a free port of 127.0.0.1. Tests speak real HTTP to it. With TEST_STACK=scaled (or `stack`)
 * it runs on PostgreSQL + pg-boss, S3 and SMTP instead (test/scaled/stack.ts).
 */
export async function startApp(
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
  dataDir?: string,
  stack: TestStack = defaultTestStack(),
): Promise<TestApp> {
  const temp = dataDir ? undefined : tempDir();
  const dir = dataDir ?? temp!.dir;
  const config = testConfig(
    dir,
    stack === 'scaled' ? await scaledEnv(dir, env, overrides.now) : env,
  );
  if (!config.databaseUrl) await seedPglite(dir);
  const { app, deps } = await buildApp(config, {
    // A job the app enqueues wakes its own workers at once; the poll only finds delayed jobs and
    // those of other processes. Each poll is a query per queue on PGlite: every 20 ms cost an idle
    // app 0.14 CPU s a second, 250 ms 0.045 (measured), across ~90 apps per run.
    queue: { pollMs: 250, retryBaseMs: 10 },
    createPglite,
    ...overrides,
    ...bundledWorkers(overrides),
  });
  openApps += 1;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    app,
    deps,
    config,
    dataDir: dir,
    base,
    http: (path, init) => fetch(base + path, { redirect: 'manual', ...init }),
    close: async () => {
      try {
        await app.close();
        if (temp && stack === 'scaled') await releaseScaled(dir);
        temp?.cleanup();
      } finally {
        openApps -= 1;
        if (fileEnding && openApps === 0) await stopScaledStack();
      }
    },
  };
}

/**
 * The app on the embedded stack whatever TEST_STACK says, for tests whose subject is an embedded
 * adapter itself (the local file routes); S3, pg-boss and SMTP have tests of their own.
 */
export const startEmbeddedApp = (
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
  dataDir?: string,
) => startApp(env, overrides, dataDir, 'embedded');

/** The app on the scaled stack whatever TEST_STACK says (the tests under test/scaled/). */
export const startScaledApp = (
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
  dataDir?: string,
) => startApp(env, overrides, dataDir, 'scaled');

/**
 * Polls until `check` returns a value; fails the test with `what` if it never does. The limit only
 * bounds how long a real failure takes to show: under CI's three lanes on two cores, a scaled app
 * once took over 15 s to make its first two lines.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
