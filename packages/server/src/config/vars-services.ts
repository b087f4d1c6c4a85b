/** One documented environment variable. `scaled` marks those that switch on a scaled adapter. */
export type ConfigVar = { name: string; default: string; description: string; scaled?: boolean };

/**
 * The variables of third-party services the server talks to: an S3 bucket, an SMTP relay, Stripe
 * and ElevenLabs. They sit in the README table where vars.ts places them.
 */
export const SERVICE_VARS: readonly ConfigVar[] = [
  {
    name: 'S3_BUCKET',
    default: 'unset: files under DATA_DIR/files',
    description:
      'Store uploads, avatars and audio in this S3 bucket, reached by browsers through presigned URLs.',
    scaled: true,
  },
  {
    name: 'S3_ENDPOINT',
    default: 'unset: AWS S3',
    description: 'Endpoint of an S3-compatible service (MinIO, R2, …); leave unset for AWS.',
    scaled: true,
  },
  {
    name: 'S3_PUBLIC_ENDPOINT',
    default: 'S3_ENDPOINT',
    description:
      'Endpoint put in presigned URLs when browsers reach the bucket under another name than the server does.',
    scaled: true,
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Bucket region.', scaled: true },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: "unset: the SDK's default credentials",
    description: 'Bucket access key; set together with S3_SECRET_ACCESS_KEY.',
    scaled: true,
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: 'unset',
    description: 'Bucket secret key.',
    scaled: true,
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true with S3_ENDPOINT, else false',
    description: 'Address the bucket as ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key.',
    scaled: true,
  },
  {
    name: 'SMTP_URL',
    default: 'unset: .eml files under DATA_DIR/outbox',
    description:
      'Send mail through this server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.',
    scaled: true,
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: 'unset: local checkout',
    description:
      'Take payments with Stripe Checkout; needs STRIPE_WEBHOOK_SECRET and the three STRIPE_PRICE_* too.',
    scaled: true,
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: 'unset',
    description: 'Signing secret of the webhook endpoint /api/v1/payment/webhook.',
    scaled: true,
  },
  {
    name: 'STRIPE_PRICE_STARTER',
    default: 'unset',
    description: 'Stripe price id of the Starter plan ($22 a month).',
    scaled: true,
  },
  {
    name: 'STRIPE_PRICE_STANDARD',
    default: 'unset',
    description: 'Stripe price id of the Standard plan ($40 a month).',
    scaled: true,
  },
  {
    name: 'STRIPE_PRICE_PRO',
    default: 'unset',
    description: 'Stripe price id of the Pro plan ($70 a month).',
    scaled: true,
  },
  {
    name: 'STRIPE_API_BASE',
    default: "unset: Stripe's API",
    description: 'Another Stripe-compatible API base URL, e.g. a local fake for tests.',
  },
  {
    name: 'ELEVENLABS_API_KEY',
    default: 'unset: offline voices only',
    description:
      'Adds the ElevenLabs voices of this account to the catalogue; the offline voices stay available.',
    scaled: true,
  },
  {
    name: 'ELEVENLABS_API_BASE',
    default: "ElevenLabs' API URL",
    description: 'Where ElevenLabs requests go (a proxy, or a local stand-in in tests).',
  },
  {
    name: 'ELEVENLABS_CONCURRENCY',
    default: '2',
    description:
      "Requests ElevenLabs runs at once for this account's plan (Free 2 … Scale 15); more get 429.",
  },
];
