import os from 'node:os';

import { type Deployment, startEmbedded, startPostgresPair } from './deployments';
import { type Figures, percentile } from './figures';
import { pacedRun } from './paced-run';
import { readRun, type ReadRun } from './read-run';
import { BrowserCache } from './browser-cache';
import { type CrewFigures, measureCrewLoad } from './crew-load';
import { type LoadUser, verifyAll } from './scenarios';
import { seedDocuments } from './seed';
import { registerUsers, type SignIn, signInAll } from './users';
import { GENERATORS, grantPages } from './writers';

/**
 * The load test on loopback, against the embedded default and against PostgreSQL with two
 * API processes: 100 users are registered through the API and each gets a processed 2,000-line
 * script (bench/scale/seed.ts); they all sign in at once (the sign-in figures), then 100
 * connections read for `durationS` (60 s by default; `npm run bench -- load --duration 20` for a
 * quicker run) with autocannon: documents list, scenes list, audio status. That closed loop
 * measures capacity; a second, open-loop run of the same length (bench/scale/paced-run.ts) has
 * the 100 users read at a person's pace, which is what the latency goal is about. Then
 * the crew's runs (bench/scale/crew-load.ts): a shared read under 100 listeners, and the paced
 * reads again while five users generate, compared with the paced run here as the idle figures.
 */
export type LoadFigures = {
  deployment: string;
  seedS: number;
  signIn: Figures;
  run: ReadRun;
  /** The same reads, each user one pass then a think time (open loop). */
  paced: ReadRun;
  /** The crew's runs: the shared read, the mixed load and the memory. */
  crew: CrewFigures;
  /** 1-minute load average after the run: the machines are shared, figures move with it. */
  loadAverage: number;
};

export type LoadOptions = {
  durationS: number;
  users?: number;
  connections?: number;
  /** Only these deployments (`--deployment embedded` or `postgres`); both by default. */
  deployments?: DeploymentName[];
};

export type DeploymentName = 'embedded' | 'postgres';
const STARTS: Record<DeploymentName, () => Promise<Deployment>> = {
  embedded: startEmbedded,
  postgres: startPostgresPair,
};

const round = (n: number) => Math.round(n * 10) / 10;
const log = (message: string) => console.error(`[load] ${message}`);

function signInFigures(signIn: SignIn, attempts: number): Figures {
  return {
    name: `sign in (${attempts} at once)`,
    requests: attempts,
    rps: round(signIn.users.length / (signIn.wallMs / 1000)),
    p50: round(percentile(signIn.latenciesMs, 50)),
    p99: round(percentile(signIn.latenciesMs, 99)),
    errors: signIn.errors,
    notModified: 0,
    errorKinds: signIn.errors ? { failed: signIn.errors } : {},
  };
}

/**
 * Waits for the closed run's backlog to drain (a server that accepted more than it could serve is
 * still answering it), so the paced run measures its own users: until the liveness probe answers
 * within 20 ms three times in a row, 60 s at most. Seconds waited.
 */
export async function settle(url: string): Promise<number> {
  const started = performance.now();
  const deadline = started + 60_000;
  for (let quick = 0; quick < 3 && performance.now() < deadline;) {
    const sent = performance.now();
    const ok = await fetch(`${url}/api/v1/health/live`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.ok)
      .catch(() => false);
    quick = ok && performance.now() - sent < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return round((performance.now() - started) / 1000);
}

async function measure(deployment: Deployment, opts: Required<Omit<LoadOptions, 'deployments'>>): Promise<LoadFigures> {
  let started = performance.now();
  const emails = await registerUsers(deployment.url, deployment.dataDir, opts.users);
  // The writer who shares a read and the users who press Generate (bench/scale/writers.ts).
  const writers = await registerUsers(deployment.url, deployment.dataDir, 1 + GENERATORS);
  log(
    `${deployment.name}: ${emails.length + writers.length} users registered and verified through the API in ${round((performance.now() - started) / 1000)} s`,
  );
  started = performance.now();
  const documents = await deployment.seed(async (database) => {
    await grantPages(database, writers);
    return seedDocuments(database, emails);
  });
  const seedS = round((performance.now() - started) / 1000);
  log(`${deployment.name}: ${documents.size} scripts seeded in ${seedS} s`);
  const signIn = await signInAll(deployment.url, emails);
  if (!signIn.users.length) throw new Error(`${deployment.name}: no user could sign in`);
  const users: LoadUser[] = signIn.users.map((u) => ({ ...u, ...documents.get(u.email)! }));
  await verifyAll(deployment.url, users, new BrowserCache());
  log(
    `${deployment.name}: every user's reads answer 200 with the expected body; ${opts.durationS} s run`,
  );
  const run = await readRun(deployment.url, users, opts);
  const settledS = await settle(deployment.url);
  log(
    `${deployment.name}: closed run done, server idle again after ${settledS} s; ${opts.durationS} s of paced users`,
  );
  const paced = await pacedRun(deployment.url, users, opts);
  await settle(deployment.url);
  const crew = await measureCrewLoad(deployment, users, writers, { ...opts, settle });
  return {
    deployment: deployment.name,
    seedS,
    signIn: signInFigures(signIn, emails.length),
    run,
    paced,
    crew,
    loadAverage: round(os.loadavg()[0]),
  };
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures[]> {
  const { deployments = ['embedded', 'postgres'], ...rest } = options;
  const opts = { users: 100, connections: 100, ...rest };
  const figures: LoadFigures[] = [];
  for (const name of deployments) {
    const deployment = await STARTS[name]();
    try {
      figures.push(await measure(deployment, opts));
    } finally {
      await deployment.stop();
    }
  }
  return figures;
}

/** `--deployment embedded|postgres` from the command line (repeatable); both when absent. */
export function deploymentsFromArgs(args: string[]): DeploymentName[] | undefined {
  const named = args.flatMap((arg, i) => (args[i - 1] === '--deployment' ? [arg] : []));
  const unknown = named.filter((n) => !(n in STARTS));
  if (unknown.length)
    throw new Error(`--deployment: embedded or postgres, not ${unknown.join(', ')}`);
  return named.length ? (named as DeploymentName[]) : undefined;
}

/** `--duration N` from the command line, bounded to [1, 60] seconds; 60 by default. */
export function durationFromArgs(args: string[]): number {
  const i = args.indexOf('--duration');
  const value = i >= 0 ? Number(args[i + 1]) : 60;
  return Number.isFinite(value) ? Math.min(60, Math.max(1, Math.round(value))) : 60;
}
