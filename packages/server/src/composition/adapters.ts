import { join } from 'node:path';

import { createOutboxMail } from '../adapters/mail/mail-outbox';
import type { MailPort } from '../adapters/mail/mail-port';
import { createSmtpMail } from '../adapters/mail/mail-smtp';
import { createArgon2Hasher } from '../adapters/password/password-argon2';
import type { PasswordHasher } from '../adapters/password/password-port';
import { createPgBossQueue } from '../adapters/queue/queue-pgboss';
import type { QueuePort } from '../adapters/queue/queue-port';
import { createLocalStorage } from '../adapters/storage/storage-local';
import type { StoragePort } from '../adapters/storage/storage-port';
import { createS3Storage } from '../adapters/storage/storage-s3';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/database';
import { type Logger } from '../lib/logger';
import { type ActivityLog, createActivityLog } from '../services/activities/activity-log';
import { createCreditLedger, type CreditLedger } from '../services/credits/credit-ledger';
import { createMailDispatch, type MailDispatch } from '../services/mail/mail-dispatch';
import { createVoiceEngine, type VoiceEngine } from '../adapters/tts';
import type { BuildOverrides } from './app-types';

/** The adapters config picked, and the three shared writers every domain uses (mail after commit, credits, activity). */
export type Adapters = {
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
  voiceEngine: VoiceEngine;
};

/**
 * Opens the database and builds the adapters config picks: the embedded column
 * by default, PostgreSQL / S3 / SMTP / pg-boss when their variables are set. The first step of
 * the composition root (container.ts), so the API and the worker processes run the same ones.
 */
export async function createAdapters(
  config: Config,
  overrides: BuildOverrides,
  opts: { logger: Logger; quietLinks?: boolean },
): Promise<Adapters> {
  const { logger } = opts;
  const database = openDatabase({ ...config, createPglite: overrides.createPglite });
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  const storage = config.s3
    ? createS3Storage({ ...config.s3, now: overrides.now, logger })
    : await localStorageSwept(config, overrides, logger);
  const mail: MailPort = config.smtpUrl
    ? createSmtpMail({ url: config.smtpUrl, from: config.mailFrom, logger })
    : createOutboxMail({
        dir: join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        logger,
        ...(opts.quietLinks ? { print: () => undefined } : {}),
      });
  // One queue engine for both deployments: pg-boss on PostgreSQL, or on the embedded PGlite,
  // where a local enqueue wakes the workers at once and the poll finds only retries and delays.
  const queue: QueuePort = createPgBossQueue({
    ...(database.pglite
      ? { pglite: database.pglite, pollMs: 1000 }
      : { connectionString: config.databaseUrl! }),
    jobTimeoutS: config.jobTimeoutS,
    logger,
    ...overrides.queue,
  });
  const hasher = createArgon2Hasher();
  const mailer = createMailDispatch({ mail, logger, schedule: overrides.mailSchedule });
  const credits = createCreditLedger({ database, now: overrides.now });
  const activities = createActivityLog({ db: database.db, now: overrides.now });
  const voiceEngine = configureVoiceEngine(config, overrides, logger);
  return { database, storage, mail, queue, hasher, mailer, credits, activities, voiceEngine };
}

/** Local files, with the partial files a crash left removed before anything is written. */
async function localStorageSwept(config: Config, overrides: BuildOverrides, logger: Logger) {
  const storage = createLocalStorage({
    root: join(config.dataDir, 'files'),
    publicUrl: config.linkBase,
    secret: config.fileUrlSecret,
    now: overrides.now,
  });
  const removed = await storage.sweepPartials();
  if (removed > 0) logger.info({ removed }, 'removed partial files left by an interrupted write');
  return storage;
}

/** Mail still going out is sent, running jobs finish, then connections close. */
export async function closeAdapters(deps: Adapters): Promise<void> {
  await deps.mailer.flush();
  await deps.queue.close();
  (deps.storage as { close?: () => void }).close?.();
  await deps.database.close();
}

/** One voice engine per app; its preview clips are kept under DATA_DIR. */
export function configureVoiceEngine(
  config: Config,
  overrides: BuildOverrides,
  logger: Logger,
): VoiceEngine {
  const engine = createVoiceEngine({
    previewDir: join(config.dataDir, 'voice-previews'),
    previewUrl: (id) => `${config.linkBase}/api/v1/voices/${encodeURIComponent(id)}/preview`,
    elevenLabs: config.elevenLabs,
    voiceModelsDir: config.voiceModelsDir,
    pool: {
      nice: config.synthesisNice,
      ...(config.synthesisThreads ? { size: config.synthesisThreads } : {}),
      ...overrides.voiceEngine?.pool,
    },
    logger,
  });
  return overrides.voiceEngine?.wrap?.(engine) ?? engine;
}
