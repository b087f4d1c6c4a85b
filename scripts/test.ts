/**
 * `npm test`: everything CI checks, in order of cost — lint, types, unit/component/integration
 * (jest, server on PGlite and PostgreSQL), the server's app tests again on the scaled stack
 * (PostgreSQL with pg-boss, S3, SMTP), the production build, Storybook, and the end-to-end
 * journeys in Chromium. Every step runs even when an earlier one failed, so one run shows all
 * problems; the exit code is non-zero if any step failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { build } from './build';
import { ensureChromium } from './lib/chromium';
import { ensurePostgres } from './lib/postgres';
import { bin, repoRoot, runCommand } from './lib/proc';
import { stackDependentTests } from './lib/stack-tests';

type Step = { name: string; run: () => Promise<number> };

const pg = await ensurePostgres();
const env = { ...process.env, TEST_DATABASE_URL: pg.url, CI: process.env.CI ?? '' };
// Each runner's JSON report, read at the end to close with one count of tests, as runners do.
const reports = path.resolve('test-results');
const jestReport = path.join(reports, 'jest-results.json');
const scaledReport = path.join(reports, 'jest-scaled-results.json');
const e2eReport = path.join(reports, 'e2e-results.json');
mkdirSync(reports, { recursive: true });
for (const file of [jestReport, scaledReport, e2eReport]) rmSync(file, { force: true });
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));

const steps: Step[] = [
  { name: 'lint', run: () => runCommand(bin('eslint'), ['.', '--max-warnings=0']) },
  { name: 'typecheck', run: () => runCommand(bin('tsc'), ['-p', 'tsconfig.json']) },
  {
    name: 'unit',
    run: () =>
      runCommand(
        bin('jest'),
        // Two workers: most suites wait on PGlite, child processes and sockets, not the CPU.
        // forceExit: a handle a suite forgot must not hang CI after every test has reported.
        // The summary reporter: failures in full and the totals, not a line per passing file.
        [
          '--ci',
          '--maxWorkers=2',
          '--forceExit',
          '--reporters=summary',
          '--json',
          `--outputFile=${jestReport}`,
        ],
        { env },
      ),
  },
  {
    // ARCHITECTURE §3's two columns: the server's app tests again, on PostgreSQL with pg-boss,
    // S3 and SMTP (test/scaled/stack.ts); the tests that never start the app ran once already.
    name: 'server-scaled',
    run: () =>
      runCommand(
        bin('jest'),
        [
          '--ci',
          '--maxWorkers=2',
          '--forceExit',
          '--selectProjects=server',
          '--reporters=summary',
          '--json',
          `--outputFile=${scaledReport}`,
          '--runTestsByPath',
          ...stackDependentTests(path.join(repoRoot, 'packages/server/test')),
        ],
        { env: { ...env, TEST_STACK: 'scaled' } },
      ),
  },
  {
    name: 'build',
    run: () =>
      build().then(
        () => 0,
        (error: Error) => (console.error(error.message), 1),
      ),
  },
  {
    name: 'storybook',
    run: () =>
      runCommand(bin('storybook'), [
        'build',
        '--quiet',
        '-o',
        'storybook-static',
        '--disable-telemetry',
      ]),
  },
  {
    name: 'e2e',
    run: async () => {
      ensureChromium();
      return runCommand(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
        env: { ...env, E2E_JSON_REPORT: e2eReport },
      });
    },
  },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
try {
  for (const step of steps) {
    if (only.length && !only.includes(step.name)) continue;
    console.log(`\nnpm test › ${step.name}`);
    const started = Date.now();
    const code = await step.run().catch((error: Error) => (console.error(error), 1));
    results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  pg.stop();
}

// CI reads the closing lines of many test runners (pytest's "=== … in 1.2s ===", go test's
// "ok  pkg"), and one that looks like them and counts no test reads as "ran no test". So the
// step lines use no runner's words, and the count below is the one plain closing line.
console.log('\nnpm test › summary');
for (const r of results)
  console.log(`  ${r.name.padEnd(14)} ${r.ok ? 'succeeded' : 'FAILED'}  ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
const tests = countTests();
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed ? 1 : 0);

/** Tests run by both jest runs and Playwright, from their JSON reports (absent when not run). */
function countTests(): { passed: number; failed: number } {
  const read = <T>(file: string): T | undefined =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
  type JestReport = { numPassedTests: number; numFailedTests: number };
  const jest = [jestReport, scaledReport].map((file) => read<JestReport>(file));
  const e2e = read<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport);
  const sum = (pick: (r: JestReport) => number) => jest.reduce((n, r) => n + (r ? pick(r) : 0), 0);
  return {
    passed: sum((r) => r.numPassedTests) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0),
    failed: sum((r) => r.numFailedTests) + (e2e?.stats.unexpected ?? 0),
  };
}
