import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { buildAccounts } from './accounts';
import { closeAdapters, createAdapters } from './adapters';
import type { BuildOverrides } from './app-types';
import { buildBilling } from './billing';
import { createDals } from './dals';
import { buildReview } from './review';
import { buildScripts } from './scripts';

/**
 * The composition root ("one composition root"): config → adapters → DALs → services →
 * jobs, built once, in this order, into one plain object. The API (app.ts) hands each route a
 * `Pick<>` of it; worker processes (worker.ts) build the same object and run its jobs. Nothing is
 * decorated onto Fastify and no registration order matters.
 */
export async function buildContainer(
  config: Config,
  overrides: BuildOverrides,
  opts: { logger: Logger; quietLinks?: boolean },
) {
  const adapters = await createAdapters(config, overrides, opts);
  const base = {
    ...adapters,
    config,
    overrides,
    now: overrides.now ?? Date.now,
    logger: opts.logger,
  };
  const dals = createDals(adapters.database.db);
  const scripts = buildScripts(base, dals);
  return {
    ...base,
    ...dals,
    ...buildAccounts(base, dals),
    ...buildBilling(base, dals),
    ...scripts,
    ...buildReview(base, dals, scripts),
  };
}

export type Container = Awaited<ReturnType<typeof buildContainer>>;

/**
 * Registers every job handler on the queue. Runs in the API process of the embedded default and
 * in every worker process of a deployment; an API with API_RUNS_JOBS=false only enqueues.
 */
export async function startJobs(c: Pick<Container, 'audioJob' | 'noteDigest'>): Promise<void> {
  await c.audioJob.start();
  c.noteDigest.start();
}

/** Before the queue drains: generation stops taking lines and the engine ends its threads. */
export async function stopJobs(c: Pick<Container, 'audioJob' | 'voiceEngine'>): Promise<void> {
  c.audioJob.stop();
  await c.voiceEngine.close();
}

/** Mail still going out is sent, running jobs finish, then connections close. */
export const closeContainer = (c: Container) => closeAdapters(c);
