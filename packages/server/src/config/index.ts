import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { blankToUndefined, envSchema } from './env';
import { loadOrCreateSecret } from './secrets';
import { RESERVED_VARS } from './vars';
import {
  s3Config,
  type S3Config,
  scaledProblems,
  stripeConfig,
  type StripeConfig,
} from './vendors';
import { repoRoot } from '../paths';

export { CONFIG_VARS, type ConfigVar, RESERVED_VARS } from './vars';
export type { S3Config, StripeConfig } from './vendors';

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * What links the browser follows start with (signed file URLs, voice previews, the local
   * checkout): PUBLIC_URL when it is set; empty in the embedded default, so the links are
   * relative and the app works under every loopback name of its port (localhost, 127.0.0.1, [::1]).
   */
  linkBase: string;
  dataDir: string;
  databaseUrl?: string;
  corsOrigins: string[];
  jwtSecret: string;
  fileUrlSecret: string;
  webRoot: string;
  remotesJson?: string;
  logLevel: string;
  rateLimitMax: number;
  mailFrom: string;
  supportEmail: string;
  /** Google sign-in is off (404) unless a client id is set. */
  googleClientId?: string;
  googleJwksUrl: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /** Requests per 15 minutes per IP on register, resend, reset and contact calls. */
  authRateLimitMax: number;
  /** Failed sign-ins per 15 minutes, per account and client IP, and per IP, before 429. */
  loginMaxFailures: number;
  loginMaxFailuresPerIp: number;
  /** Contact and support messages per email address per hour (security check 45). */
  contactMaxPerEmail: number;
  /** Mails anyone can trigger (reset, sign-up, contact acknowledgement) per address per hour. */
  mailMaxPerRecipient: number;
  /** False in API processes of a deployment whose jobs run in `start:worker` processes. */
  apiRunsJobs: boolean;
  /** Fastify's trustProxy: which peers may tell the client's address in X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** pg-boss: seconds after which a running job is presumed dead and retried. */
  jobTimeoutS: number;
  /** Voice synthesis threads per process; unset = as many as cores (at most 8). */
  synthesisThreads?: number;
  /** Nice value of the voice threads: below the API's, so reads stay fast while voices render. */
  synthesisNice: number;
  /** Neural voices (Piper, Kokoro), one per model sub-folder; unset = none. */
  voiceModelsDir?: string;
  metricsToken?: string;
  /** Port of the worker processes' own metrics server; unset = none. */
  metricsPort?: number;
  /** Set when S3_BUCKET is: files go to the bucket instead of DATA_DIR/files. */
  s3?: S3Config;
  smtpUrl?: string;
  /** Stripe Checkout and webhooks; unset means the embedded local payment provider. */
  stripe?: StripeConfig;
  /** Set when ELEVENLABS_API_KEY is: their voices join the offline ones. */
  elevenLabs?: { apiKey: string; baseUrl: string; concurrency: number };
  /** Seconds a signed audio or download URL stays valid. */
  audioUrlTtl: number;
  /** Parse children run at once in this process (security check 43); default the core count. */
  parseConcurrency: number;
  /** Scripts one user may have queued or parsing here before `process` answers 429. */
  parsePendingPerUser: number;
  /** Reserved variables that are set but not used yet. */
  ignoredVars: string[];
};

/** `true`/`false`, a hop count, or addresses and CIDR ranges as Fastify's trustProxy takes them. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .join(',');
}

const parseOrigins = (list: string): string[] => {
  const origins = list
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  // A wildcard with credentials would let any site act as the signed-in user (security check 40).
  if (origins.includes('*')) throw new Error('CORS_ORIGINS: `*` is not allowed; list the origins');
  return origins;
};

/** Reads and validates the environment. Throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const problems = scaledProblems(e);
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Without PUBLIC_URL the app is reached on this machine under any loopback name of its port.
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((h) => `http://${h}:${e.PORT}`);
  const dataDir = e.DATA_DIR ?? join(repoRoot(), 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    linkBase: e.PUBLIC_URL ? publicUrl : '',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    corsOrigins: parseOrigins(e.CORS_ORIGINS ?? (e.PUBLIC_URL ? publicUrl : loopback.join(','))),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwtSecret'),
    fileUrlSecret: e.FILE_URL_SECRET ?? loadOrCreateSecret(dataDir, 'fileUrlSecret'),
    webRoot: e.WEB_ROOT ?? join(repoRoot(), 'packages'),
    remotesJson: e.REMOTES_JSON,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    contactMaxPerEmail: e.CONTACT_MAX_PER_EMAIL,
    mailMaxPerRecipient: e.MAIL_MAX_PER_RECIPIENT,
    apiRunsJobs: e.API_RUNS_JOBS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jobTimeoutS: e.JOB_TIMEOUT_S,
    synthesisThreads: e.SYNTHESIS_THREADS,
    synthesisNice: e.SYNTHESIS_NICE,
    voiceModelsDir: e.VOICE_MODELS_DIR,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    s3: s3Config(e),
    smtpUrl: e.SMTP_URL,
    ignoredVars: RESERVED_VARS.filter((name) => blankToUndefined(env[name]) !== undefined),
    stripe: stripeConfig(e),
    elevenLabs: e.ELEVENLABS_API_KEY
      ? {
          apiKey: e.ELEVENLABS_API_KEY,
          baseUrl: e.ELEVENLABS_API_BASE,
          concurrency: e.ELEVENLABS_CONCURRENCY,
        }
      : undefined,
    audioUrlTtl: e.AUDIO_URL_TTL,
    parseConcurrency: e.PARSE_CONCURRENCY ?? availableParallelism(),
    parsePendingPerUser: e.PARSE_PENDING_PER_USER,
  };
}
