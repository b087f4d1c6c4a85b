import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { createOutboxMail } from './adapters/mail/mail-outbox';
import type { MailPort } from './adapters/mail/mail-port';
import { createInProcessQueue } from './adapters/queue/queue-in-process';
import type { QueuePort } from './adapters/queue/queue-port';
import { createLocalStorage, type LocalStorage } from './adapters/storage/storage-local';
import type { StoragePort } from './adapters/storage/storage-port';
import type { Config } from './config';
import { type Database, openDatabase, type OpenDatabaseOptions } from './db/database';
import { registerErrorHandler, registerNotFound } from './http/plugins/errors';
import { registerOpenApi } from './http/plugins/openapi';
import { registerSecurity } from './http/plugins/security';
import { registerWeb } from './http/plugins/web';
import { healthRoutes } from './http/routes/health';
import { localFileRoutes } from './http/routes/local-files';
import { serverRoot } from './paths';
import { createHealthService } from './services/health/health-service';

/** The adapters config picked; routes and services receive only the ones they use. */
export type AppDeps = {
  database: Database;
  storage: StoragePort;
  mail: MailPort;
  queue: QueuePort;
};

export type BuildOverrides = {
  /** Tuning for tests: fast polling and retries. */
  queue?: { pollMs?: number; retryBaseMs?: number };
  /** Clock for signed URL expiry (ms). */
  now?: () => number;
  createPglite?: OpenDatabaseOptions['createPglite'];
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

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
    logger: { level: config.logLevel },
    // Request ids are ours, never the client's: a forged id could poison log correlation.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Signed file URLs carry their claims in one path segment (key, type, name): well over 100.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  for (const name of config.ignoredVars) {
    app.log.warn(`${name} is set but reserved for a later release; it is ignored for now`);
  }

  const database = openDatabase({ ...config, createPglite: overrides.createPglite });
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  const storage: LocalStorage = createLocalStorage({
    root: join(config.dataDir, 'files'),
    publicUrl: config.publicUrl,
    secret: config.fileUrlSecret,
    now: overrides.now,
  });
  const mail = createOutboxMail({
    dir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger: app.log,
  });
  const queue = createInProcessQueue({ db: database.db, logger: app.log, ...overrides.queue });
  app.decorate('deps', { database, storage, mail, queue });
  // Node closes only the keep-alive connections idle when close starts; one still answering then
  // would linger until its keep-alive timeout, so keep sweeping until the server has closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await queue.stop();
    await database.close();
  });

  try {
    const health = createHealthService({
      database,
      queue,
      version: version(),
      startedAt: Date.now(),
    });
    registerErrorHandler(app);
    await registerSecurity(app, config);
    await registerOpenApi(app, version());
    await app.register(
      async (api) => {
        await api.register(healthRoutes(health));
        await api.register(localFileRoutes(storage));
      },
      { prefix: '/api/v1' },
    );
    registerNotFound(app, await registerWeb(app, config));
    await app.ready();
    await queue.start();
  } catch (err) {
    // Release the database (PGlite holds its directory) before reporting the failure.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
