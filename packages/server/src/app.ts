import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { createGoogleVerifier } from './adapters/google/google-jwks';
import { createOutboxMail } from './adapters/mail/mail-outbox';
import type { MailPort } from './adapters/mail/mail-port';
import { createSmtpMail } from './adapters/mail/mail-smtp';
import { createLocalPayments } from './adapters/payments/local/local-payments';
import type { PaymentsPort } from './adapters/payments/payments-port';
import { createStripePayments } from './adapters/payments/stripe/stripe-payments';
import { createArgon2Hasher } from './adapters/password/password-argon2';
import type { PasswordHasher } from './adapters/password/password-port';
import { createInProcessQueue } from './adapters/queue/queue-in-process';
import { createPgBossQueue, type PgBossQueueOptions } from './adapters/queue/queue-pgboss';
import type { QueuePort } from './adapters/queue/queue-port';
import { createLocalStorage, type LocalStorage } from './adapters/storage/storage-local';
import type { StoragePort } from './adapters/storage/storage-port';
import { createS3Storage } from './adapters/storage/storage-s3';
import type { Config } from './config';
import { type Database, openDatabase, type OpenDatabaseOptions } from './db/database';
import type { UserRow } from './db/schema';
import { createRequireUser, type RequireUser } from './http/plugins/auth';
import { registerErrorHandler, registerNotFound } from './http/plugins/errors';
import { registerMetrics } from './http/plugins/metrics';
import { registerOpenApi } from './http/plugins/openapi';
import { registerSecurity } from './http/plugins/security';
import { registerWeb } from './http/plugins/web';
import { authRoutes } from './http/routes/auth';
import { authPasswordRoutes } from './http/routes/auth-password';
import { contactRoutes } from './http/routes/contact';
import { creditsRoutes } from './http/routes/credits';
import { healthRoutes } from './http/routes/health';
import { localFileRoutes } from './http/routes/local-files';
import { readinessRoutes } from './http/routes/readiness';
import { paymentRoutes } from './http/routes/payment';
import { paymentLocalCheckoutRoutes } from './http/routes/payment-local-checkout';
import { paymentSubscriptionRoutes } from './http/routes/payment-subscription';
import { paymentWebhookRoutes } from './http/routes/payment-webhook';
import { usersRoutes } from './http/routes/users';
import { type Logger, LOG_REDACT_PATHS, requestSerializer } from './lib/logger';
import { serverRoot } from './paths';
import { createAccessTokens } from './services/auth/access-tokens';
import { createEmailTokensDal } from './services/auth/email-tokens-dal';
import { createLoginService } from './services/auth/login-service';
import { createThrottle } from './services/auth/login-throttle';
import { createPasswordService } from './services/auth/password-service';
import { createRefreshTokensDal } from './services/auth/refresh-tokens-dal';
import { createRegistrationService } from './services/auth/registration-service';
import { createSessionService } from './services/auth/session-service';
import { createBillingDal } from './services/billing/billing-dal';
import { createBillingEvents } from './services/billing/billing-events';
import { createBillingSync } from './services/billing/billing-sync';
import { createCheckoutService } from './services/billing/checkout-service';
import { createLocalCheckoutService } from './services/billing/local-checkout-service';
import { createSubscriptionService } from './services/billing/subscription-service';
import { type CreditLedger, createCreditLedger } from './services/credits/credit-ledger';
import { createContactDal } from './services/contact/contact-dal';
import { createContactService } from './services/contact/contact-service';
import { createFilesDal } from './services/files/files-dal';
import { createHealthService } from './services/health/health-service';
import { createMailDispatch, type MailDispatch } from './services/mail/mail-dispatch';
import { createAvatarService } from './services/users/avatar-service';
import { createProfileService } from './services/users/profile-service';
import { createUsersDal } from './services/users/users-dal';

/** The adapters config picked; routes and services receive only the ones they use. */
export type AppDeps = {
  database: Database;
  storage: StoragePort;
  mail: MailPort;
  queue: QueuePort;
  hasher: PasswordHasher;
  /** Mail sent after commit; `flush()` waits for the ones still going out. */
  mailer: MailDispatch;
  /** The only writer of page credits. */
  credits: CreditLedger;
};

export type BuildOverrides = {
  /** Tuning for tests: fast polling and retries; for pg-boss also how soon a dead worker's job is retried. */
  queue?: { pollMs?: number; retryBaseMs?: number } & Pick<
    PgBossQueueOptions,
    'jobTimeoutS' | 'maintenanceIntervalS'
  >;
  /** Clock (ms) for signed URLs, tokens, links and throttles, so tests expire them at will. */
  now?: () => number;
  createPglite?: OpenDatabaseOptions['createPglite'];
  /** Where log lines go (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

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
  const { database, storage, queue } = deps;
  app.decorate('deps', deps);
  // Node closes only the keep-alive connections idle when close starts; one still answering then
  // would linger until its keep-alive timeout, so keep sweeping until the server has closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
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
    registerMetrics(app, { database, queue, token: config.metricsToken });
    await registerSecurity(app, config);
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
      },
      { prefix: '/api/v1' },
    );
    registerNotFound(app, await registerWeb(app, config));
    await app.ready();
    if (config.apiRunsJobs) registerJobs(deps, config);
    await queue.start();
  } catch (err) {
    // Release the database (PGlite holds its directory) before reporting the failure.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

/**
 * Opens the database and builds the adapters config picks (ARCHITECTURE §3): the embedded column
 * by default, PostgreSQL / S3 / SMTP / pg-boss when their variables are set. Shared by the API
 * (buildApp) and the worker processes (worker.ts), which must run the very same adapters.
 */
export async function createDeps(
  config: Config,
  overrides: BuildOverrides,
  opts: { logger: Logger; quietLinks?: boolean },
): Promise<AppDeps> {
  const { logger } = opts;
  const database = openDatabase({ ...config, createPglite: overrides.createPglite });
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  const storage: StoragePort = config.s3
    ? createS3Storage({ ...config.s3, now: overrides.now, logger })
    : createLocalStorage({
        root: join(config.dataDir, 'files'),
        publicUrl: config.publicUrl,
        secret: config.fileUrlSecret,
        now: overrides.now,
      });
  const mail: MailPort = config.smtpUrl
    ? createSmtpMail({ url: config.smtpUrl, from: config.mailFrom, logger })
    : createOutboxMail({
        dir: join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        logger,
        ...(opts.quietLinks ? { print: () => undefined } : {}),
      });
  const queue: QueuePort =
    config.queue === 'pg-boss'
      ? createPgBossQueue({
          connectionString: config.databaseUrl!,
          jobTimeoutS: config.jobTimeoutS,
          logger,
          ...overrides.queue,
        })
      : createInProcessQueue({ db: database.db, logger, ...overrides.queue });
  const hasher = createArgon2Hasher();
  const mailer = createMailDispatch({ mail, logger });
  const credits = createCreditLedger({ database, now: overrides.now });
  return { database, storage, mail, queue, hasher, mailer, credits };
}

/** Mail still going out is sent, running jobs finish, then connections close. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.mailer.flush();
  await deps.queue.stop();
  (deps.storage as { close?: () => void }).close?.();
  await deps.database.close();
}

/**
 * Every background job handler (`queue.work`) is registered here, so the API process of the
 * embedded default and the `start:worker` processes of a deployment run the same handlers.
 * Handlers must be idempotent (queue-port.ts): a job may run again after a crash.
 */
export function registerJobs(_deps: AppDeps, _config: Config): void {
  // Parse and synthesis jobs register here (issues "Scripts" and "Voices").
}

/** Accounts: sign-up, sessions, passwords, profile, contact (spec 1 §7). */
async function registerAccounts(
  api: FastifyInstance,
  config: Config,
  deps: AppDeps,
  now: () => number,
): Promise<RequireUser> {
  const { database, storage, hasher, mailer: mail } = deps;
  const db = database.db;
  const users = createUsersDal(db);
  const emailTokens = createEmailTokensDal(db);
  const refreshTokens = createRefreshTokensDal(db);
  const accessTokens = createAccessTokens({
    secret: config.jwtSecret,
    ttlS: config.accessTokenTtl,
    now,
  });
  const sessions = createSessionService({
    database,
    users,
    refreshTokens,
    accessTokens,
    refreshTtlS: config.refreshTokenTtl,
    now,
  });
  const window = 15 * 60 * 1000;
  const login = createLoginService({
    database,
    users,
    emailTokens,
    hasher,
    sessions,
    accountThrottle: createThrottle({ max: config.loginMaxFailures, windowMs: window, now }),
    ipThrottle: createThrottle({ max: config.loginMaxFailuresPerIp, windowMs: window, now }),
    google: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          jwksUrl: config.googleJwksUrl,
          now,
        })
      : undefined,
    now,
  });
  const shared = { database, users, emailTokens, hasher, sessions, mail, now };
  const registration = createRegistrationService({ ...shared, publicUrl: config.publicUrl });
  const passwords = createPasswordService({
    ...shared,
    appOrigins: [...new Set([config.publicUrl, ...config.corsOrigins])],
  });
  const files = createFilesDal(db);
  const limited = { max: config.authRateLimitMax, timeWindow: '15 minutes' };

  // Fastify wants request properties declared up front so every request keeps one shape.
  api.decorateRequest('user', null as unknown as UserRow);
  const requireUser = createRequireUser(sessions);
  await api.register(authRoutes({ registration, login, sessions, limited }));
  await api.register(authPasswordRoutes({ passwords, limited }));
  await api.register(
    contactRoutes({
      contact: createContactService({
        contact: createContactDal(db),
        mail,
        supportEmail: config.supportEmail,
        now,
      }),
      limited,
    }),
  );
  await api.register(
    usersRoutes({
      requireUser,
      profile: createProfileService({ users, storage, now }),
      passwords,
      avatars: createAvatarService({ database, users, files, storage, now }),
    }),
  );
  return requireUser;
}

/**
 * Billing and credits (spec 2 §3–§9): Stripe when configured, else the local provider with its
 * own hosted checkout. Both feed the same event rules.
 */
async function registerBilling(
  api: FastifyInstance,
  config: Config,
  deps: AppDeps,
  now: () => number,
  requireUser: RequireUser,
): Promise<void> {
  const { database, credits } = deps;
  const local = config.stripe
    ? undefined
    : createLocalPayments({ db: database.db, publicUrl: config.publicUrl, now });
  const payments: PaymentsPort = local ?? createStripePayments({ ...config.stripe!, now });
  const logger = api.log;
  const dal = createBillingDal(database.db);
  const events = createBillingEvents({
    database,
    dal,
    credits,
    provider: payments.provider,
    now,
    logger,
  });
  const sync = createBillingSync({ payments, events, now, logger });
  const subscriptions = createSubscriptionService({ dal, payments, credits, events, sync, now });
  const checkout = createCheckoutService({
    dal,
    payments,
    credits,
    events,
    sync,
    publicUrl: config.publicUrl,
  });
  await api.register(creditsRoutes({ requireUser, subscriptions }));
  await api.register(paymentRoutes({ requireUser, checkout, subscriptions }));
  await api.register(paymentSubscriptionRoutes({ requireUser, subscriptions }));
  if (payments.readWebhook) await api.register(paymentWebhookRoutes({ sync }));
  if (local) {
    await api.register(
      paymentLocalCheckoutRoutes({ local: createLocalCheckoutService({ local, sync }) }),
    );
  }
}
