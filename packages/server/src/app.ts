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
import type { BuildOverrides } from './composition/app-types';
import {
  buildContainer,
  closeContainer,
  type Container,
  startJobs,
  stopJobs,
} from './composition/container';
import { registerRoutes } from './composition/routes';
import type { Config } from './config';
import { registerErrorHandler, registerNotFound } from './http/plugins/errors';
import { registerMetrics } from './http/plugins/metrics';
import { registerNoNul } from './http/plugins/no-nul';
import { namedPlugin } from './http/plugins/named-plugin';
import { registerOpenApi } from './http/plugins/openapi';
import { registerSecurity } from './http/plugins/security';
import { registerCompression } from './http/plugins/compression';
import { registerWeb } from './http/plugins/web';
import { LOG_REDACT_PATHS, requestSerializer } from './lib/logger';
import { serverRoot } from './paths';
import { createHealthService } from './services/health/health-service';

export type { BuildOverrides } from './composition/app-types';
export type { Container } from './composition/container';

/** The API as built: Fastify, not yet listening, and the container it was composed from. */
export type BuiltApp = { app: FastifyInstance; deps: Container };

/** Fastify's `trustProxy: n` (trust the n nearest hops), in the form its types accept. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const version = (): string =>
  (JSON.parse(readFileSync(join(serverRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * The API process: the container (composition/container.ts) behind Fastify's plugins and routes.
 * Migrates the database, starts the queue and, unless a deployment leaves them to workers, the
 * jobs. `app.close()` drains the queue and closes the database.
 */
export async function buildApp(config: Config, overrides: BuildOverrides = {}): Promise<BuiltApp> {
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
    // A plugin awaiting the database or the queue may take longer than Fastify's 10 s on a machine
    // whose cores are busy (seen: a test app on a loaded CI machine); starting late beats not at all.
    pluginTimeout: 120_000,
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

  const deps = await buildContainer(config, overrides, {
    logger: app.log,
    // With logging silenced (tests, scripts) the outbox's clickable links stay quiet too.
    quietLinks: config.logLevel === 'silent' || Boolean(overrides.logStream),
  });
  const { database, queue } = deps;
  // Node closes only the keep-alive connections idle when close starts; one still answering then
  // would linger until its keep-alive timeout, so keep sweeping until the server has closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
  });
  // Before the queue drains, so a long generation does not hold the shutdown (it resumes after
  // the restart).
  app.addHook('preClose', () => stopJobs(deps));
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await closeContainer(deps);
  });

  try {
    const health = createHealthService({
      database,
      queue,
      version: version(),
      startedAt: Date.now(),
    });
    registerErrorHandler(app);
    registerNoNul(app);
    await registerCompression(app);
    registerMetrics(app, {
      database,
      queue,
      voiceEngine: deps.voiceEngine,
      token: config.metricsToken,
    });
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
      namedPlugin('api', (api) => registerRoutes(api, deps, health)),
      { prefix: '/api/v1' },
    );
    registerNotFound(app, await registerWeb(app, config));
    await app.ready();
    // Started before the handlers: starting them re-enqueues work a crash left behind.
    await queue.start();
    // A deployment may leave the jobs to `start:worker` processes (API_RUNS_JOBS=false).
    if (config.apiRunsJobs) await startJobs(deps);
  } catch (err) {
    // Release the database (PGlite holds its directory) before reporting the failure.
    await app.close().catch(() => undefined);
    throw err;
  }
  return { app, deps };
}
