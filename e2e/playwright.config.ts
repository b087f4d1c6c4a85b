import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// Chosen once per run and kept in the environment, which Playwright's workers inherit, so every
// process agrees; two runs on one machine get different ports and data dirs.
process.env.E2E_DEVLOOP ??= process.argv.some((arg) => arg.includes('devloop')) ? '1' : '0';
process.env.E2E_PORT ??= String(3200 + (process.pid % 700));
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `castmyscript-e2e-${process.pid}`);
const PORT = Number(process.env.E2E_PORT);
// The dev loop's proof builds every front end in development mode (about two CPU-minutes on top
// of the suite): it runs when named, `npm run test:e2e -- e2e/devloop`, not in `npm test`.
const devLoop = process.env.E2E_DEVLOOP === '1' ? [] : ['**/devloop/**'];
const dataDir = process.env.E2E_DATA_DIR;
const repoRoot = path.resolve(import.meta.dirname, '..');

// The journeys drive the production build, so a source change the build hasn't seen would pass or
// fail them for the wrong reason: what changed is built first, once per run (workers load this
// file too and inherit the mark), before the web server below starts from it. After `npm run
// build`, as `npm test` runs it, this is a check of fingerprints that builds nothing.
if (!process.env.E2E_BUILT) {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.env.E2E_BUILT = '1';
}

/** End-to-end journeys against the production build served by the real server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results', `e2e-${PORT}`),
  fullyParallel: false,
  // Two browsers at once: each spec file's journeys stay in order in one worker, and a worker
  // waits on the server and the browser's rendering more than on the CPU.
  workers: 2,
  retries: 0,
  // A journey's own limit; it costs time only when something hangs. In CI the lane starts while both
  // jest lanes load the two cores, and a page of five axe checks was seen to pass 60 s there.
  timeout: 180_000,
  // CI runs this lane beside two jest lanes on two cores; a fresh context's first render of a
  // remote has been seen to pass 10 s there (two journeys failed on it, each green locally).
  expect: { timeout: 20_000 },
  // The JSON report feeds the test count `npm test` closes with.
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.E2E_JSON_REPORT ?? path.join(repoRoot, 'test-results', `e2e-${PORT}.json`),
      },
    ],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records a screenshot of every frame: a third of Chromium's CPU in a journey
    // (measured on the script view: 27 → 17 CPU s), for a file CI's log never shows. A developer
    // chasing a failure asks for it: E2E_TRACE=1 npm run test:e2e -- <spec>.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every journey at the address `npm start` prints, against the server as it serves it.
    {
      name: 'localhost',
      use: { baseURL: `http://localhost:${PORT}` },
      testIgnore: ['**/at-127/**', ...devLoop],
    },
    // A writer who types 127.0.0.1 instead: sign-up, a purchase and an upload there.
    {
      name: '127.0.0.1',
      use: { baseURL: `http://127.0.0.1:${PORT}` },
      testMatch: 'at-127/**/*.spec.ts',
    },
  ],
  webServer: {
    command: `node ${path.join(repoRoot, 'packages/server/dist/main.js')}`,
    // Readiness only; the server listens on 127.0.0.1 as `npm start`'s does (HOST's default).
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    // A first start migrates a fresh database; on a shared two-core machine under load that has
    // taken over a minute.
    timeout: 180_000,
    // The server as `npm start` runs it: NODE_ENV=production is what `npm start` sets, and nothing
    // else is set that it leaves unset (no PUBLIC_URL, no HOST), except the variables below, each
    // standing for a user of the installed app.
    env: {
      NODE_ENV: 'production',
      // Blank is unset (the server reads it so): one exported in the caller's shell must not leak
      // in, since Playwright passes its own environment on to the server.
      PUBLIC_URL: '',
      // A second install on the same machine (a free port): two runs side by side stay apart.
      PORT: String(PORT),
      // A fresh clone's empty `data/`: a first-time user, and the developer's own data untouched.
      DATA_DIR: dataDir,
      // The person reading the run's output: warnings and errors only, not every request.
      LOG_LEVEL: 'warn',
      // Every browser of the suite is one client (127.0.0.1) to the server, so the per-client
      // sign-up and sign-in limits would count the whole suite as one attacker: these stand for
      // many writers each on their own address. The limits themselves are tested against the API
      // (packages/server/test).
      AUTH_RATE_LIMIT_MAX: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      // An operator whose machine runs other busy work beside the server (here `npm test`'s
      // other lanes, at normal priority): voices keep their share instead of yielding it all.
      SYNTHESIS_NICE: '0',
    },
  },
});
