import type { Env } from './env';

/**
 * The optional services a deployment turns on with variables: S3 instead of
 * DATA_DIR files, Stripe instead of the local checkout, and the rules between their variables.
 */

/** With a Stripe key, everything Stripe needs must be set too: half a configuration fails at start. */
const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER',
  'STRIPE_PRICE_STANDARD',
  'STRIPE_PRICE_PRO',
] as const;

export type S3Config = {
  bucket: string;
  endpoint?: string;
  publicEndpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

/** Cross-variable rules zod cannot see one variable at a time; each broken rule is one line. */
export function scaledProblems(e: Env): string[] {
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

export function s3Config(e: Env): S3Config | undefined {
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

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe-compatible API base (a local fake in tests); Stripe itself when unset. */
  apiBase?: string;
  /** Catalogue price ids of the paid plans. */
  prices: { starter_monthly: string; standard_monthly: string; pro_monthly: string };
};

export function stripeConfig(e: Env): StripeConfig | undefined {
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
