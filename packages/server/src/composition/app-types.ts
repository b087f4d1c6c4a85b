import { type PgBossQueueOptions } from '../adapters/queue/queue-pgboss';
import { type OpenDatabaseOptions } from '../db/database';
import type { ParseRequest } from '../parsing/child/protocol';
import { type VoiceEngine, type VoiceEngineOptions } from '../adapters/tts';
import type { Schedule } from '../services/mail/mail-dispatch';

export type BuildOverrides = {
  /**
   * Tuning for tests: fast polling and retries; for pg-boss also how soon a dead worker's job is
   * retried and how soon a lost job outcome is recorded again.
   */
  queue?: { pollMs?: number; retryBaseMs?: number } & Pick<
    PgBossQueueOptions,
    'jobTimeoutS' | 'maintenanceIntervalS' | 'heartbeatS' | 'outcomeRetryBaseMs'
  >;
  /** Clock (ms) for signed URLs, tokens, links and throttles, so tests expire them at will. */
  now?: () => number;
  /** Starts mail work deferred past its answer (tests hold it to see the answer go out first). */
  mailSchedule?: Schedule;
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
    /** How often a queued or parsing document's claim is renewed (default: a third of its stale age). */
    claimRefreshMs?: number;
  };
  /** How often an open document event stream re-reads the status. */
  eventsPollMs?: number;
  /** Voice engine tuning for tests: thread count, or a wrapper that watches or breaks calls. */
  voiceEngine?: {
    pool?: VoiceEngineOptions['pool'];
    wrap?: (engine: VoiceEngine) => VoiceEngine;
    /** How long a silent generation job is trusted before a new Generate replaces it. */
    staleAfterMs?: number;
  };
};
