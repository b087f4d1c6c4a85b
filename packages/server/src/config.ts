import { join } from 'node:path';

import { z } from 'zod';

import { loadOrCreateSecret } from './config-secrets';
import { repoRoot } from './paths';

/** One documented environment variable. `scaled` marks those that switch on a scaled adapter. */
export type ConfigVar = { name: string; default: string; description: string; scaled?: boolean };

/** Every variable the server reads or reserves; the README table is generated from this list. */
export const CONFIG_VARS: readonly ConfigVar[] = [
  { name: 'PORT', default: '3000', description: 'TCP port of the API and the web front end.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface to listen on (0.0.0.0 in a container).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Origin users reach; used in mailed links and signed file URLs.',
  },
  {
    name: 'DATA_DIR',
    default: 'data/ at the repository root',
    description: 'Embedded database, files, outbox and generated secrets.',
  },
  {
    name: 'DATABASE_URL',
    default: 'unset: PGlite under DATA_DIR/db',
    description: 'PostgreSQL connection string.',
    scaled: true,
  },
  {
    name: 'CORS_ORIGINS',
    default: 'PUBLIC_URL',
    description:
      'Comma-separated origins allowed to call the API with credentials; `*` is refused.',
  },
  {
    name: 'JWT_SECRET',
    default: 'generated once into DATA_DIR/secrets.json',
    description: 'Signs session tokens; keep it stable so restarts keep sessions.',
  },
  {
    name: 'FILE_URL_SECRET',
    default: 'generated once into DATA_DIR/secrets.json',
    description: 'Signs expiring file upload and download URLs.',
  },
  {
    name: 'WEB_ROOT',
    default: 'packages/ of the repository',
    description:
      'Holds the built front ends: shell at WEB_ROOT/shell/dist, remotes at WEB_ROOT/<name>/dist.',
  },
  {
    name: 'REMOTES_JSON',
    default: 'unset: shell dist remotes.json',
    description: 'JSON served as /remotes.json, to point the shell at remotes deployed elsewhere.',
    scaled: true,
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    description: 'API requests allowed per minute per client IP.',
  },
  {
    name: 'MAIL_FROM',
    default: 'CastMyScript <no-reply@localhost>',
    description: 'Sender of every mail.',
  },
  {
    name: 'QUEUE',
    default: 'in-process',
    description: 'Reserved: `pg-boss` will run jobs on PostgreSQL with separate workers.',
    scaled: true,
  },
  {
    name: 'S3_ENDPOINT',
    default: 'unset',
    description:
      'Reserved: S3-compatible endpoint; set with the other S3_* to store files in a bucket.',
    scaled: true,
  },
  {
    name: 'S3_BUCKET',
    default: 'unset',
    description: 'Reserved: bucket for uploaded scripts, avatars and audio.',
    scaled: true,
  },
  { name: 'S3_REGION', default: 'unset', description: 'Reserved: bucket region.', scaled: true },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: 'unset',
    description: 'Reserved: bucket access key.',
    scaled: true,
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: 'unset',
    description: 'Reserved: bucket secret key.',
    scaled: true,
  },
  {
    name: 'SMTP_URL',
    default: 'unset',
    description: 'Reserved: send mail through this SMTP server instead of the outbox.',
    scaled: true,
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: 'unset',
    description: 'Reserved: take payments with Stripe Checkout.',
    scaled: true,
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: 'unset',
    description: 'Reserved: verifies Stripe webhook signatures.',
    scaled: true,
  },
  {
    name: 'ELEVENLABS_API_KEY',
    default: 'unset',
    description: 'Reserved: adds ElevenLabs voices.',
    scaled: true,
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: 'unset',
    description: 'Reserved: shows Google sign-in.',
    scaled: true,
  },
];

/** Names documented for later issues; setting one today changes nothing, so startup warns. */
export const RESERVED_VARS = CONFIG_VARS.filter((v) => v.description.startsWith('Reserved')).map(
  (v) => v.name,
);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());

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
    ignoredVars: RESERVED_VARS.filter(
      (name) => blankToUndefined(env[name]) !== undefined && env[name] !== 'in-process',
    ),
  };
}
