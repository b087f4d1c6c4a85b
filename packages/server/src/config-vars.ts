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
    name: 'SUPPORT_EMAIL',
    default: 'support@localhost',
    description: 'Inbox that receives contact and support messages.',
  },
  {
    name: 'ACCESS_TOKEN_TTL',
    default: '900',
    description: 'Lifetime of an access token, in seconds.',
  },
  {
    name: 'REFRESH_TOKEN_TTL',
    default: '2592000',
    description: 'Lifetime of a refresh token (rotated on every use), in seconds.',
  },
  {
    name: 'AUTH_RATE_LIMIT_MAX',
    default: '20',
    description:
      'Requests per 15 minutes per client IP on register, resend, reset and contact calls.',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '5',
    description: 'Failed sign-ins per account per 15 minutes before 429.',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_IP',
    default: '30',
    description: 'Failed sign-ins per client IP per 15 minutes before 429.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: 'unset: Google sign-in off',
    description: 'OAuth client id; Google ID tokens must name it as their audience.',
    scaled: true,
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: "Google's certs URL",
    description: 'Where the keys that sign Google ID tokens are fetched from.',
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
  {
    name: 'AUDIO_URL_TTL',
    default: '3600',
    description: 'Lifetime of the signed URLs of generated audio and downloads, in seconds.',
  },
];

/** Names documented for later issues; setting one today changes nothing, so startup warns. */
export const RESERVED_VARS = CONFIG_VARS.filter((v) => v.description.startsWith('Reserved')).map(
  (v) => v.name,
);
