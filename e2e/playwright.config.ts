import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// Chosen once per run and kept in the environment, which Playwright's workers inherit, so every
// process agrees; two runs on one machine get different ports and data dirs.
process.env.E2E_PORT ??= String(3200 + (process.pid % 700));
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `castmyscript-e2e-${process.pid}`);
const PORT = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const repoRoot = path.resolve(import.meta.dirname, '..');

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
  timeout: 60_000,
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
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node ${path.join(repoRoot, 'packages/server/dist/main.js')}`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // PUBLIC_URL is the origin the browser uses, so mailed links, the reset form's address and
    // signed upload URLs all belong to the page's own origin.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every browser of the suite is one client (127.0.0.1) to the server, so the per-client
      // sign-up and sign-in limits would count the whole suite as one attacker; the limits
      // themselves are tested against the API (packages/server/test).
      AUTH_RATE_LIMIT_MAX: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    },
  },
});
