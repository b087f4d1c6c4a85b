/**
 * `npm test`: everything CI checks — lint, types, unit/component/integration (jest, server on
 * PGlite and PostgreSQL), the server's app tests again on the scaled stack (PostgreSQL with
 * pg-boss, S3, SMTP), the production build, Storybook, the end-to-end journeys in Chromium, and
 * the parser's accuracy gate over ../shared/corpus when it is beside the repository.
 * Every step runs even when an earlier one failed, so one run shows all problems; the exit code
 * is non-zero if any step failed.
 *
 * Lanes: three run side by side — the build and the browsers; the server's jest run; the jest
 * runs on the scaled stack and of the browser code — and the checks (lint, the corpus gate, types,
 * Storybook) go to whichever lane frees first, so waits on databases, child processes and browsers
 * overlap. On two cores the run is CPU-bound: the table at the end says
 * where the CPU went. A step's output is kept in a file and printed whole when it ends, so the
 * log reads in order.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { corpusDir } from '../bench/parsing/corpus';
import { ensureChromium } from './lib/chromium';
import { clearDir, readCpu, readJestFiles, readJourneys, underTimes } from './lib/cpu';
import { formatCpuTable, type StepCost } from './lib/cpu-table';
import { ensurePostgres } from './lib/postgres';
import { bin, repoRoot, runCommand } from './lib/proc';
import { SCALED_DIR_PATTERN, scaledLaneTests } from './lib/stack-tests';

type Step = {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  before?: () => void;
};

const pg = await ensurePostgres();
const env = { ...process.env, TEST_DATABASE_URL: pg.url, CI: process.env.CI ?? '' };
// Each runner's JSON report, read at the end to close with one count of tests, as runners do.
const reports = path.resolve('test-results');
const logs = path.join(reports, 'logs');
const jestReport = path.join(reports, 'jest-results.json');
const webReport = path.join(reports, 'jest-web-results.json');
const scaledReport = path.join(reports, 'jest-scaled-results.json');
const e2eReport = path.join(reports, 'e2e-results.json');
const corpusReport = path.join(reports, 'corpus-results.json');
// Each step's CPU (scripts/lib/cpu.ts) and each jest file's (tools/jest/cpu-clock.cjs).
const cpuDir = path.join(reports, 'cpu');
const jestCpuDir = (step: string) => path.join(cpuDir, `jest-${step}`);
// Only this run's logs: a step's closing lines are reprinted from its log when it fails.
clearDir(logs);
mkdirSync(logs, { recursive: true });
for (const file of [jestReport, webReport, scaledReport, e2eReport, corpusReport])
  rmSync(file, { force: true });
clearDir(cpuDir);
mkdirSync(cpuDir, { recursive: true });
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));

// jest: three workers a run by default, as the files wait far more than they compute (a measured run of both
// lanes used one core of two on average); forceExit, so a handle a suite forgot cannot hang CI
// after every test has reported; the summary reporter prints failures in full and the totals.
const jest = (report: string, extra: string[], workers = 3) => [
  '--ci',
  `--maxWorkers=${workers}`,
  '--forceExit',
  '--reporters=summary',
  '--json',
  `--outputFile=${report}`,
  ...extra,
];

// `npm run lint` whole: eslint, then the import-circle and doc-pointer checks it runs after.
const lint: Step = {
  name: 'lint',
  command: process.execPath,
  args: ['--import', 'tsx', path.join(repoRoot, 'scripts/lint.ts')],
};
const typecheck: Step = { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'] };
const build: Step = {
  name: 'build',
  command: process.execPath,
  args: ['--import', 'tsx', path.join(repoRoot, 'scripts/build.ts')],
};
const storybook: Step = {
  name: 'storybook',
  command: bin('storybook'),
  args: ['build', '--quiet', '-o', 'storybook-static', '--disable-telemetry'],
};
// The server's and the tooling's files (the longest jest run); the browser code's run in `web`,
// in the lane that has time left after the scaled run, so the lanes end closer together. Four
// workers: the longest lane, and the last one running once the others end (with three, a measured
// run used 0.74 of a core).
const unit: Step = {
  name: 'unit',
  command: bin('jest'),
  args: jest(
    jestReport,
    [
      '--selectProjects=server',
      '--selectProjects=tooling',
      '--testPathIgnorePatterns=/node_modules/',
      `--testPathIgnorePatterns=${SCALED_DIR_PATTERN}`,
    ],
    4,
  ),
  env: { ...env, JEST_CPU_DIR: jestCpuDir('unit') },
};
// Components, the api slice and the cross-remote integration tests, in jsdom.
const web: Step = {
  name: 'web',
  command: bin('jest'),
  args: jest(webReport, ['--selectProjects=web', '--testPathIgnorePatterns=/node_modules/']),
  env: { ...env, JEST_CPU_DIR: jestCpuDir('web') },
};
// §3's two columns: the scaled/ files, and the app tests marked @scaled-too (through
// the queue, storage, mail or concurrent writes) again, on PostgreSQL with pg-boss, S3 and SMTP
// (test/scaled/stack.ts); the other app tests showed what they show on the embedded stack.
const scaled: Step = {
  name: 'server-scaled',
  command: bin('jest'),
  args: jest(scaledReport, [
    '--selectProjects=server',
    '--runTestsByPath',
    ...scaledLaneTests(path.join(repoRoot, 'packages/server/test')),
  ]),
  env: { ...env, TEST_STACK: 'scaled', JEST_CPU_DIR: jestCpuDir('server-scaled') },
};
// The parser's accuracy gate over ../shared/corpus, where the corpus is beside the repository (CI
// has it; a clone alone does not, and then the step says so and passes). In the lane with time
// left after the server's jest run, rather than after everything as CI ran it before (a minute
// and a half of wall at the end of every run).
const corpusThere = existsSync(path.join(corpusDir(repoRoot), 'score.py'));
const corpus: Step = corpusThere
  ? {
      name: 'corpus',
      command: process.execPath,
      args: ['--import', 'tsx', path.join(repoRoot, 'scripts/test-corpus.ts')],
      env: { ...env, CORPUS_REPORT: corpusReport },
    }
  : {
      name: 'corpus',
      command: process.execPath,
      args: [
        '-e',
        'console.log("No ../shared/corpus beside the repository: the accuracy gate is skipped.")',
      ],
    };
const e2e: Step = {
  name: 'e2e',
  command: bin('playwright'),
  args: ['test', '-c', 'e2e/playwright.config.ts'],
  env: { ...env, E2E_JSON_REPORT: e2eReport },
  before: ensureChromium,
};

/**
 * Side by side, each lane one step after another. The journeys wait for the production build
 * they drive, so the build comes first and nothing else stands before it; the scaled lane, the
 * shortest of the jest runs, is followed by the browser code's jest run. The steps that depend on
 * nothing and take a minute or two (lint, the corpus gate, types, Storybook) wait in a pool,
 * longest first, and the lane that frees first takes the next: which lane ends first differs by
 * machine (a local run's server jest run ended last, CI's journeys did).
 */
const lanes: Step[][] = [[build, e2e], [unit], [scaled, web]];
const pool: Step[] = [lint, corpus, typecheck, storybook];

const results: StepCost[] = [];
try {
  const picked = (steps: Step[]) =>
    steps.filter((step) => !only.length || only.includes(step.name));
  const waiting = picked(pool);
  const own = lanes.map(picked);
  const alone = own.flat().length + waiting.length === 1;
  // A lane none of whose own steps was chosen still takes steps from the pool.
  await Promise.all(own.map((lane) => runLane(lane, waiting, alone)));
} finally {
  pg.stop();
}

// CI reads the closing lines of many test runners (pytest's "=== … in 1.2s ===", go test's
// "ok  pkg"), and one that looks like them and counts no test reads as "ran no test". So the
// step lines use no runner's words, and the count below is the one plain closing line.
// The table says where the CPU went, so every run shows what to make cheaper next.
console.log(
  `\n${formatCpuTable(
    results,
    {
      unit: readJestFiles(jestCpuDir('unit'), repoRoot),
      web: readJestFiles(jestCpuDir('web'), repoRoot),
      'server-scaled': readJestFiles(jestCpuDir('server-scaled'), repoRoot),
    },
    readJourneys(e2eReport),
  )}`,
);
const failed = results.filter((r) => !r.ok);
// A CI page may show only the end of the log, where a failed step's own output is long gone: its
// closing lines are repeated here, so the end says what broke.
for (const step of failed) console.log(`\n${failedTail(step.name)}`);
const tests = countTests();
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed.length ? 1 : 0);

/** The lane's own steps in order, then steps from the pool until it is empty. */
async function runLane(lane: Step[], waiting: Step[], alone: boolean) {
  const next = () => lane.shift() ?? waiting.shift();
  for (let step = next(); step; step = next()) {
    const started = Date.now();
    const timesFile = path.join(cpuDir, `${step.name}.times`);
    const code = await runStep(step, alone, timesFile).catch(
      (error: Error) => (console.error(error), 1),
    );
    const wall = (Date.now() - started) / 1000;
    results.push({ name: step.name, ok: code === 0, wall, cpu: readCpu(timesFile) });
  }
}

/** A step alone prints as it goes; beside others, its output is held and printed whole. */
async function runStep(step: Step, alone: boolean, timesFile: string): Promise<number> {
  step.before?.();
  const timed = underTimes(step.command, step.args, timesFile);
  const stepEnv = { ...(step.env ?? process.env), ...timed.env };
  if (alone) {
    console.log(`\nnpm test › ${step.name}`);
    return runCommand(timed.command, timed.args, { env: stepEnv });
  }
  const log = path.join(logs, `${step.name}.log`);
  const fd = openSync(log, 'w');
  const code = await runCommand(timed.command, timed.args, {
    env: stepEnv,
    stdio: ['ignore', fd, fd],
  }).finally(() => closeSync(fd));
  console.log(`\nnpm test › ${step.name} (exit ${code})\n${readFileSync(log, 'utf8').trimEnd()}`);
  return code;
}

/** The last lines a failed step printed (held in its log file when it ran beside others). */
function failedTail(name: string, lines = 40): string {
  const log = path.join(logs, `${name}.log`);
  const text = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n') : [];
  const shown = text.slice(-lines).map((line) => `  ${line}`);
  return [`npm test › ${name} failed; the last ${shown.length} lines it printed:`, ...shown].join(
    '\n',
  );
}

/** Tests run by the jest runs and Playwright, and the corpus's checks, from their reports (absent when not run). */
function countTests(): { passed: number; failed: number } {
  const read = <T>(file: string): T | undefined =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
  type JestReport = { numPassedTests: number; numFailedTests: number };
  const reportsOfJest = [jestReport, webReport, scaledReport].map((file) => read<JestReport>(file));
  const e2eRun = read<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    e2eReport,
  );
  const corpusRun = read<{ passed: number; failed: number }>(corpusReport);
  const sum = (pick: (r: JestReport) => number) =>
    reportsOfJest.reduce((n, r) => n + (r ? pick(r) : 0), 0);
  return {
    passed:
      sum((r) => r.numPassedTests) +
      (e2eRun ? e2eRun.stats.expected + e2eRun.stats.flaky : 0) +
      (corpusRun?.passed ?? 0),
    failed:
      sum((r) => r.numFailedTests) + (e2eRun?.stats.unexpected ?? 0) + (corpusRun?.failed ?? 0),
  };
}
