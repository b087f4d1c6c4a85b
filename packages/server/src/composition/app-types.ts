// Needed for the module augmentation below.
import 'fastify';

import type { MailPort } from '../adapters/mail/mail-port';
import type { PasswordHasher } from '../adapters/password/password-port';
import { type PgBossQueueOptions } from '../adapters/queue/queue-pgboss';
import type { QueuePort } from '../adapters/queue/queue-port';
import type { StoragePort } from '../adapters/storage/storage-port';
import { type Database, type OpenDatabaseOptions } from '../db/database';
import type { ParseRequest } from '../parsing/child/protocol';
import { type ActivityLog } from '../services/activities/activity-log';
import { type CreditLedger } from '../services/credits/credit-ledger';
import { type MailDispatch } from '../services/mail/mail-dispatch';
import { type VoiceEngine, type VoiceEngineOptions } from '../voices';

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
