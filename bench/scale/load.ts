import autocannon from 'autocannon';

import { type Deployment, startEmbedded, startPostgresPair } from './deployments';
import { type ReadContext, READ_SCENARIOS, type ReadScenario } from './scenarios';
import { type BenchUser, registerUsers, signInAll } from './users';

/**
 * Issue 9's load test on loopback: 100 simulated users sign in at once, then 100 connections
 * read for `durationS` (60 s by default; `npm run bench -- load --duration 10` for a quick run)
 * with autocannon, against the embedded default and against PostgreSQL with two API processes.
 * Each connection plays one user per pass through the scenarios, users taken in turn, so every
 * request carries a valid token of its own user.
 */
export type LoadFigures = {
  deployment: string;
  signIn: { users: number; p50: number; p99: number; errors: number };
  reads: {
    scenarios: string[];
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    total: number;
  };
  missing: string[];
};

export type LoadOptions = { durationS: number; users?: number; connections?: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function readLoad(
  base: string,
  users: BenchUser[],
  scenarios: ReadScenario[],
  contexts: ReadContext[],
  opts: Required<LoadOptions>,
) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.durationS,
    requests: scenarios.map((scenario, index) => ({
      method: 'GET',
      setupRequest: (request, context) => {
        // A new pass (the context is fresh) plays the next user.
        if (index === 0 || context.user === undefined) context.user = next++ % users.length;
        const i = context.user as number;
        const headers: Record<string, string> = { ...request.headers };
        if (scenario.auth) headers.authorization = `Bearer ${users[i].access}`;
        return { ...request, path: scenario.path(contexts[i]), headers };
      },
    })),
  });
  return {
    scenarios: scenarios.map((s) => s.name),
    rps: round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function measure(deployment: Deployment, opts: Required<LoadOptions>): Promise<LoadFigures> {
  const emails = await registerUsers(deployment.url, deployment.dataDir, opts.users);
  const signIn = await signInAll(deployment.url, emails);
  if (!signIn.users.length) throw new Error(`${deployment.name}: no user could sign in`);
  const scenarios: ReadScenario[] = [];
  const missing: string[] = [];
  for (const scenario of READ_SCENARIOS) {
    if (await scenario.available(deployment.url, signIn.users[0])) scenarios.push(scenario);
    else missing.push(scenario.name);
  }
  const contexts = await Promise.all(
    signIn.users.map(async (user) => {
      const ctx: ReadContext = {};
      for (const s of scenarios) Object.assign(ctx, await s.prepare?.(deployment.url, user));
      return ctx;
    }),
  );
  return {
    deployment: deployment.name,
    signIn: {
      users: opts.users,
      p50: round(percentile(signIn.latenciesMs, 50)),
      p99: round(percentile(signIn.latenciesMs, 99)),
      errors: signIn.errors,
    },
    reads: await readLoad(deployment.url, signIn.users, scenarios, contexts, opts),
    missing,
  };
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures[]> {
  const opts = { users: 100, connections: 100, ...options };
  const figures: LoadFigures[] = [];
  for (const start of [startEmbedded, startPostgresPair]) {
    const deployment = await start();
    try {
      figures.push(await measure(deployment, opts));
    } finally {
      await deployment.stop();
    }
  }
  return figures;
}

/** `--duration N` from the command line, bounded to [1, 60] seconds; 60 by default. */
export function durationFromArgs(args: string[]): number {
  const i = args.indexOf('--duration');
  const value = i >= 0 ? Number(args[i + 1]) : 60;
  return Number.isFinite(value) ? Math.min(60, Math.max(1, Math.round(value))) : 60;
}
