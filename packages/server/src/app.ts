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
import { sanitizeFileName } from './adapters/storage/file-names';
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
import { activitiesRoutes } from './http/routes/activities';
import { audioRoutes } from './http/routes/audio';
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
import { documentsRoutes } from './http/routes/documents';
import { documentEventsRoutes } from './http/routes/documents-events';
import { scenesRoutes } from './http/routes/scenes';
import { voicesRoutes } from './http/routes/voices';
import { parseInChildProcess } from './parsing/child/run';
import type { ParseRequest } from './parsing/child/protocol';
import { serverRoot } from './paths';
import { type ActivityLog, createActivityLog } from './services/activities/activity-log';
import { createAudioDal } from './services/audio/audio-dal';
import { createAudioJob } from './services/audio/audio-job';
import { createAudioService } from './services/audio/audio-service';
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
import { createDocumentEvents } from './services/documents/document-events';
import { createDocumentsDal } from './services/documents/documents-dal';
import { createDocumentsService } from './services/documents/documents-service';
import type { StepProbe } from './services/documents/documents-fns';
import { createProcessingService } from './services/documents/processing-service';
import { createUploadService } from './services/documents/upload-service';
import { createFilesDal } from './services/files/files-dal';
import { createHealthService } from './services/health/health-service';
import { createScenesDal } from './services/scenes/scenes-dal';
import { createScenesService } from './services/scenes/scenes-service';
import { createMailDispatch, type MailDispatch } from './services/mail/mail-dispatch';
import { createAvatarService } from './services/users/avatar-service';
import { createProfileService } from './services/users/profile-service';
import { createUsersDal } from './services/users/users-dal';
import { createAssignmentsDal } from './services/voices/assignments-dal';
import { createVoicesService } from './services/voices/voices-service';
import { createVoiceEngine, type VoiceEngine, type VoiceEngineOptions } from './voices';

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
  /** What users did, for the Dashboard Overview; services record into it. */
  activities: ActivityLog;
  /** Voices and audio: the catalogue, synthesis on worker threads, previews, joining. */
  voices: VoiceEngine;
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
  /** Limits of the parse child process; `testHook` makes it misbehave (tests only, checks 36-37). */
  parse?: {
    timeoutMs?: number;
    maxMemoryMb?: number;
    testHook?: ParseRequest['testHook'];
    /** The bundled worker (dist/worker.js) when the app itself runs from source (bench). */
    workerPath?: string;
  };
  /** How often an open document event stream re-reads the status. */
  eventsPollMs?: number;
  /** Voice engine tuning for tests: thread count, or a wrapper that watches or breaks calls. */
  voices?: {
    pool?: VoiceEngineOptions['pool'];
    wrap?: (engine: VoiceEngine) => VoiceEngine;
    /** How long a silent generation job is trusted before a new Generate replaces it. */
    staleAfterMs?: number;
  };
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
  const { database, storage, queue, voices } = deps;
  app.decorate('deps', deps);
  // Node closes only the keep-alive connections idle when close starts; one still answering then
  // would linger until its keep-alive timeout, so keep sweeping until the server has closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
  });
  let stopAudio: (() => void) | undefined;
  // Before the queue drains: the audio job stops taking lines and the engine ends its threads,
  // so a long generation does not hold the shutdown (it resumes after the restart).
  app.addHook('preClose', async () => {
    stopAudio?.();
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
        const audio = await registerAudio(api, config, app.deps, requireUser, overrides);
        stopAudio = audio.stop;
        await registerScripts(api, app.deps, requireUser, overrides, audio);
        await registerActivities(api, app.deps, requireUser);
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
  const activities = createActivityLog({ db: database.db, now: overrides.now });
  const voices = createVoices(config, overrides, logger);
  return { database, storage, mail, queue, hasher, mailer, credits, activities, voices };
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

/** Accounts: sign-up, sessions, passwords, profile, contact (spec 1 §7). Returns the session guard. */
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

/**
 * Scripts in (spec 2 §7 documents and scenes calls): upload, processing with the page charge,
 * the status push and the scene editor. Registers the parse job's worker on the queue.
 */
async function registerScripts(
  api: FastifyInstance,
  deps: AppDeps,
  requireUser: RequireUser,
  overrides: BuildOverrides,
  later: Pick<AudioRegistration, 'steps' | 'filesOf'>,
): Promise<void> {
  const { database, storage, queue, credits } = deps;
  const now = overrides.now ?? Date.now;
  const documents = createDocumentsDal(database.db);
  const scenesDal = createScenesDal(database.db);
  const events = createDocumentEvents();
  const limits = overrides.parse ?? {};
  const processing = createProcessingService({
    database,
    documents,
    scenes: scenesDal,
    credits,
    storage,
    queue,
    events,
    parse: (bytes, fileName) =>
      parseInChildProcess(bytes, {
        fileName,
        timeoutMs: limits.timeoutMs ?? 30_000,
        maxMemoryMb: limits.maxMemoryMb ?? 512,
        testHook: limits.testHook,
        workerPath: limits.workerPath,
      }),
    logger: api.log,
    now,
    activities: deps.activities,
  });
  await processing.start();
  const uploads = createUploadService({
    documents,
    storage,
    sanitizeName: sanitizeFileName,
    now,
    activities: deps.activities,
  });
  await api.register(
    documentsRoutes({
      requireUser,
      uploads,
      processing,
      documents: createDocumentsService({
        database,
        documents,
        credits,
        storage,
        steps: later.steps,
        filesOf: later.filesOf,
      }),
    }),
  );
  await api.register(
    documentEventsRoutes({ requireUser, processing, events, pollMs: overrides.eventsPollMs }),
  );
  await api.register(
    scenesRoutes({
      requireUser,
      scenes: createScenesService({ database, documents, scenes: scenesDal, now }),
    }),
  );
}

/** The Dashboard Overview's recent activity (spec 2 §7 users/activities/recent). */
async function registerActivities(
  api: FastifyInstance,
  deps: AppDeps,
  requireUser: RequireUser,
): Promise<void> {
  await api.register(activitiesRoutes({ requireUser, activities: deps.activities }));
}

/** One voice engine per app; its preview clips are kept under DATA_DIR. */
function createVoices(config: Config, overrides: BuildOverrides, logger: Logger): VoiceEngine {
  const engine = createVoiceEngine({
    previewDir: join(config.dataDir, 'voice-previews'),
    previewUrl: (id) => `${config.publicUrl}/api/v1/voices/${encodeURIComponent(id)}/preview`,
    elevenLabs: config.elevenLabs,
    pool: overrides.voices?.pool,
    logger,
  });
  return overrides.voices?.wrap?.(engine) ?? engine;
}

type AudioRegistration = {
  /** "Voice Assigned" and "Voice Generated" for the completed steps call. */
  steps: StepProbe[];
  filesOf: (documentId: string) => Promise<string[]>;
  stop: () => void;
};

/**
 * Voices and audio (spec 2 §7 voices, voice-assignments, generate-audio, audio-status,
 * audio-urls, per-line generate, download-audio). Registers the generation job's worker.
 */
async function registerAudio(
  api: FastifyInstance,
  config: Config,
  deps: AppDeps,
  requireUser: RequireUser,
  overrides: BuildOverrides,
): Promise<AudioRegistration> {
  const { database, storage, queue, credits, voices: engine } = deps;
  const now = overrides.now ?? Date.now;
  const documents = createDocumentsDal(database.db);
  const scenes = createScenesDal(database.db);
  const assignments = createAssignmentsDal(database.db);
  const audioDal = createAudioDal(database.db);
  const voices = createVoicesService({
    database,
    documents,
    scenes,
    assignments,
    engine,
    logger: api.log,
    activities: deps.activities,
    now,
  });
  const job = createAudioJob({
    database,
    documents,
    audio: audioDal,
    scenes,
    assignments,
    engine,
    storage,
    queue,
    activities: deps.activities,
    now,
  });
  const audio = createAudioService({
    database,
    documents,
    scenes,
    assignments,
    audio: audioDal,
    job,
    engine,
    storage,
    credits,
    urlTtlS: config.audioUrlTtl,
    staleAfterMs: overrides.voices?.staleAfterMs,
    activities: deps.activities,
    now,
  });
  await job.start();
  await api.register(voicesRoutes({ requireUser, voices }));
  await api.register(audioRoutes({ requireUser, audio }));
  return {
    steps: [
      { step: 'Voice Assigned', done: (id) => voices.allAssigned(id) },
      { step: 'Voice Generated', done: (id) => audio.generated(id) },
    ],
    filesOf: (id) => audio.filesOf(id),
    stop: job.stop,
  };
}
