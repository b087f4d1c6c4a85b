import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { createPostgresRateCounter } from './adapters/rate-limit/rate-limit-postgres';
import { type LocalStorage } from './adapters/storage/storage-local';
import type { BuildOverrides } from './composition/app-types';
import { closeDeps, createDeps } from './composition/deps';
import { createJobs, startJobs } from './composition/jobs';
import { registerAccounts } from './composition/register-accounts';
import { registerActivities } from './composition/register-activities';
import { registerAudio } from './composition/register-audio';
import { registerBilling } from './composition/register-billing';
import { registerScripts } from './composition/register-scripts';
import type { Config } from './config';
import { registerErrorHandler, registerNotFound } from './http/plugins/errors';
import { registerMetrics } from './http/plugins/metrics';
import { registerOpenApi } from './http/plugins/openapi';
import { registerSecurity } from './http/plugins/security';
import { registerCompression } from './http/plugins/compression';
import { registerWeb } from './http/plugins/web';
import { healthRoutes } from './http/routes/health';
import { localFileRoutes } from './http/routes/local-files';
import { readinessRoutes } from './http/routes/readiness';
import { LOG_REDACT_PATHS, requestSerializer } from './lib/logger';
import { serverRoot } from './paths';
import { createHealthService } from './services/health/health-service';

export type { AppDeps, BuildOverrides } from './composition/app-types';
export { closeDeps, createDeps } from './composition/deps';
export { createJobs, type Jobs, startJobs } from './composition/jobs';

/** Fastify's `trustProxy: n` (trust the n nearest hops), in the form its types accept. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const version = (): string =>
  (JSON.parse(readFileSync(join(serverRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * The composition root: picks adapters from config, migrates the database, starts the queue and
 * returns a ready Fastify instance that has not started listening. `app.close()` drains the queue
 * and closes the database.
 */
export async function buildApp(
  config: Config,
  overrides: BuildOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Passwords and tokens never reach a log line, whatever a later change decides to log.
      redact: { paths: LOG_REDACT_PATHS, censor: '[Redacted]' },
      serializers: { req: requestSerializer },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    // Request ids are ours, never the client's: a forged id could poison log correlation.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Signed file URLs carry their claims in one path segment (key, type, name): well over 100.
    routerOptions: { maxParamLength: 2048 },
    // Behind a load balancer only: otherwise a client could pick its own address for the per-IP limits.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  for (const name of config.ignoredVars) {
    app.log.warn(`${name} is set but reserved for a later release; it is ignored for now`);
  }

  const deps = await createDeps(config, overrides, {
    logger: app.log,
    // With logging silenced (tests, scripts) the outbox's clickable links stay quiet too.
    quietLinks: config.logLevel === 'silent' || Boolean(overrides.logStream),
  });
  const { database, storage, queue, voices } = deps;
  app.decorate('deps', deps);
  // Node closes only the keep-alive connections idle when close starts; one still answering then
  // would linger until its keep-alive timeout, so keep sweeping until the server has closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
  });
  const jobs = createJobs(deps, overrides, app.log);
  // Before the queue drains: the audio job stops taking lines and the engine ends its threads,
  // so a long generation does not hold the shutdown (it resumes after the restart).
  app.addHook('preClose', async () => {
    jobs.audio.stop();
    await voices.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await closeDeps(deps);
  });

  try {
    const health = createHealthService({
      database,
      queue,
      version: version(),
      startedAt: Date.now(),
    });
    registerErrorHandler(app);
    await registerCompression(app);
    registerMetrics(app, { database, queue, token: config.metricsToken });
    await registerSecurity(
      app,
      config,
      // Several API processes may share PostgreSQL: count there. Real time, as the in-memory store.
      database.driver === 'postgres'
        ? createPostgresRateCounter({ db: database.db, namespace: 'http', logger: app.log })
        : undefined,
    );
    await registerOpenApi(app, version());
    await app.register(
      async (api) => {
        await api.register(healthRoutes(health));
        await api.register(
          readinessRoutes({
            ping: () => database.ping(),
            queueRunning: () => queue.isRunning(),
          }),
        );
        // The local adapter's signed URLs point at the API itself; S3's point at the bucket.
        if (storage.driver === 'local')
          await api.register(localFileRoutes(storage as LocalStorage));
        const requireUser = await registerAccounts(
          api,
          config,
          app.deps,
          overrides.now ?? Date.now,
        );
        await registerBilling(api, config, app.deps, overrides.now ?? Date.now, requireUser);
        const audio = await registerAudio(api, config, app.deps, requireUser, overrides, jobs);
        await registerScripts(api, app.deps, requireUser, overrides, jobs, audio);
        await registerActivities(api, app.deps, requireUser);
      },
      { prefix: '/api/v1' },
    );
    registerNotFound(app, await registerWeb(app, config));
    await app.ready();
    // Started before the handlers: starting them re-enqueues work a crash left behind.
    await queue.start();
    // A deployment may leave the jobs to `start:worker` processes (API_RUNS_JOBS=false).
    if (config.apiRunsJobs) await startJobs(jobs, config);
  } catch (err) {
    // Release the database (PGlite holds its directory) before reporting the failure.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
