import { z } from 'zod';

/**
 * The environment the server reads, variable by variable: types, defaults and the checks zod can
 * make one variable at a time. Rules across variables, and the Config built from it, are in
 * config.ts; what each variable means for an operator is in config-vars.ts.
 */
export const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const seconds = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(fallback));
const count = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));

const flag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  );

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ELEVENLABS_API_BASE = 'https://api.elevenlabs.io';

export const envSchema = z.object({
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
  CONTACT_MAX_PER_EMAIL: count(3),
  MAIL_MAX_PER_RECIPIENT: count(5),
  // Scaled adapters (right-hand column).
  API_RUNS_JOBS: flag(true),
  TRUST_PROXY: optionalString,
  // pg-boss refuses expirations of 24 hours or more.
  JOB_TIMEOUT_S: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600 - 1)
      .default(900),
  ),
  SYNTHESIS_THREADS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  SYNTHESIS_NICE: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(19).default(10),
  ),
  VOICE_MODELS_DIR: optionalString,
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16).optional()),
  METRICS_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  S3_PUBLIC_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(blankToUndefined, z.url().optional()),
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_STANDARD: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_API_BASE: z.preprocess(blankToUndefined, z.url().default(ELEVENLABS_API_BASE)),
  ELEVENLABS_CONCURRENCY: count(2),
  AUDIO_URL_TTL: seconds(3600),
  PARSE_CONCURRENCY: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  PARSE_PENDING_PER_USER: count(3),
});

export type Env = z.infer<typeof envSchema>;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
