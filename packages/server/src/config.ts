import { join } from 'node:path';

import { blankToUndefined, type Env, envSchema } from './config-env';
import { loadOrCreateSecret } from './config-secrets';
import { RESERVED_VARS } from './config-vars';
import { repoRoot } from './paths';

export { CONFIG_VARS, type ConfigVar, RESERVED_VARS } from './config-vars';

/** With a Stripe key, everything Stripe needs must be set too: half a configuration fails at start. */
const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER',
  'STRIPE_PRICE_STANDARD',
  'STRIPE_PRICE_PRO',
] as const;

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
  /** Failed sign-ins per 15 minutes, per account and per IP, before 429. */
  loginMaxFailures: number;
  loginMaxFailuresPerIp: number;
  /** False in API processes of a deployment whose jobs run in `start:worker` processes. */
  apiRunsJobs: boolean;
  /** Fastify's trustProxy: which peers may tell the client's address in X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** pg-boss: seconds after which a running job is presumed dead and retried. */
  jobTimeoutS: number;
  /** Voice synthesis threads per process; unset = as many as cores (at most 8). */
  synthesisThreads?: number;
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
  /** Reserved variables that are set but not used yet. */
  ignoredVars: string[];
};

export type S3Config = {
  bucket: string;
  endpoint?: string;
  publicEndpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

/** Cross-variable rules zod cannot see one variable at a time; each broken rule is one line. */
function scaledProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!e.DATABASE_URL && !e.API_RUNS_JOBS)
    problems.push(
      'API_RUNS_JOBS: without DATABASE_URL the API is the one process of the embedded database and runs its jobs',
    );
  if (!e.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT', 'S3_ACCESS_KEY_ID'] as const)
      if (e[name]) problems.push(`${name}: set S3_BUCKET too, or nothing is stored in S3`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  return problems;
}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    publicEndpoint: e.S3_PUBLIC_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // S3-compatible servers (MinIO, s3rver) rarely have wildcard DNS for bucket subdomains.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
  };
}

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

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe-compatible API base (a local fake in tests); Stripe itself when unset. */
  apiBase?: string;
  /** Catalogue price ids of the paid plans. */
  prices: { starter_monthly: string; standard_monthly: string; pro_monthly: string };
};

function stripeConfig(e: Env): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  const missing = STRIPE_REQUIRED.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too`,
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    apiBase: e.STRIPE_API_BASE,
    prices: {
      starter_monthly: e.STRIPE_PRICE_STARTER!,
      standard_monthly: e.STRIPE_PRICE_STANDARD!,
      pro_monthly: e.STRIPE_PRICE_PRO!,
    },
  };
}

const parseOrigins = (list: string): string[] => {
  const origins = list
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  // A wildcard with credentials would let any site act as the signed-in user (SECURITY-CHECKS 40).
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
    apiRunsJobs: e.API_RUNS_JOBS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jobTimeoutS: e.JOB_TIMEOUT_S,
    synthesisThreads: e.SYNTHESIS_THREADS,
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
  };
}
