import { join } from 'node:path';

import { z } from 'zod';

import { loadOrCreateSecret } from './config-secrets';
import { RESERVED_VARS } from './config-vars';
import { repoRoot } from './paths';

export { CONFIG_VARS, type ConfigVar, RESERVED_VARS } from './config-vars';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const seconds = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(fallback));
const count = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ELEVENLABS_API_BASE = 'https://api.elevenlabs.io';

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url().optional()),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  CORS_ORIGINS: optionalString,
  JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(32).optional()),
  FILE_URL_SECRET: z.preprocess(blankToUndefined, z.string().min(32).optional()),
  WEB_ROOT: optionalString,
  REMOTES_JSON: optionalString.refine((v) => v === undefined || isJson(v), 'must be valid JSON'),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  RATE_LIMIT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(600)),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().default('CastMyScript <no-reply@localhost>'),
  ),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email().default('support@localhost')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(blankToUndefined, z.url().default(GOOGLE_JWKS_URL)),
  ACCESS_TOKEN_TTL: seconds(900),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600),
  AUTH_RATE_LIMIT_MAX: count(20),
  LOGIN_MAX_FAILURES: count(5),
  LOGIN_MAX_FAILURES_PER_IP: count(30),
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_API_BASE: z.preprocess(blankToUndefined, z.url().default(ELEVENLABS_API_BASE)),
  ELEVENLABS_CONCURRENCY: count(2),
  AUDIO_URL_TTL: seconds(3600),
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
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
  /** Set when ELEVENLABS_API_KEY is: their voices join the offline ones. */
  elevenLabs?: { apiKey: string; baseUrl: string; concurrency: number };
  /** Seconds a signed audio or download URL stays valid. */
  audioUrlTtl: number;
  /** Reserved variables that are set but not used yet. */
  ignoredVars: string[];
};

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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = e.DATA_DIR ?? join(repoRoot(), 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    corsOrigins: parseOrigins(e.CORS_ORIGINS ?? publicUrl),
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
    elevenLabs: e.ELEVENLABS_API_KEY
      ? {
          apiKey: e.ELEVENLABS_API_KEY,
          baseUrl: e.ELEVENLABS_API_BASE,
          concurrency: e.ELEVENLABS_CONCURRENCY,
        }
      : undefined,
    audioUrlTtl: e.AUDIO_URL_TTL,
    ignoredVars: RESERVED_VARS.filter(
      (name) => blankToUndefined(env[name]) !== undefined && env[name] !== 'in-process',
    ),
  };
}
