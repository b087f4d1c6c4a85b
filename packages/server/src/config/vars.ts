import { type ConfigVar, SERVICE_VARS } from './vars-services';

export type { ConfigVar };

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
    default: 'unset: every loopback name of PORT (localhost, 127.0.0.1, [::1]) is the app',
    description:
      'Origin users reach; used in mailed links and signed file URLs (relative when unset).',
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
    default: 'PUBLIC_URL (unset: the loopback names of PORT)',
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
    description:
      'Failed sign-ins per account from one client IP per 15 minutes before 429; a password reset ends the lock.',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_IP',
    default: '30',
    description: 'Failed sign-ins per client IP per 15 minutes before 429.',
  },
  {
    name: 'CONTACT_MAX_PER_EMAIL',
    default: '3',
    description:
      'Contact and support messages per email address per hour, whatever the client, before 429.',
  },
  {
    name: 'MAIL_MAX_PER_RECIPIENT',
    default: '5',
    description:
      'Mails that anyone can cause (password reset, verification, "someone tried to register", contact acknowledgement) sent to one address per hour, whatever the client; more are dropped silently, so the answers stay the same.',
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
    name: 'API_RUNS_JOBS',
    default: 'true',
    description:
      'Whether API processes also run background jobs; set `false` when `npm run start:worker` processes run them (needs `DATABASE_URL`).',
    scaled: true,
  },
  {
    name: 'TRUST_PROXY',
    default: 'unset: the peer address is the client',
    description:
      "Behind a load balancer: its address(es) or CIDR (comma-separated), a hop count, or `true`; then per-IP limits and logs use X-Forwarded-For's client address.",
    scaled: true,
  },
  {
    name: 'JOB_TIMEOUT_S',
    default: '900',
    description:
      'pg-boss: a job running longer than this is presumed stuck and retried by another worker; keep it above the longest job (audio is queued one batch of 32 lines per job). A job whose worker crashed is retried sooner, once its 20 s heartbeat goes quiet.',
    scaled: true,
  },
  {
    name: 'SYNTHESIS_THREADS',
    default: 'cores, at most 8',
    description:
      'Voice synthesis threads per process (offline engines); with several workers on one machine, split the cores between them.',
    scaled: true,
  },
  {
    name: 'SYNTHESIS_NICE',
    default: '10',
    description:
      "Scheduling priority of the voice threads (0 = the API's own, 19 = lowest): synthesis takes idle cores but yields them to the API's requests. 0 where a machine runs other busy work beside the server that synthesis must keep up with.",
    scaled: true,
  },
  {
    name: 'VOICE_MODELS_DIR',
    default: 'unset: no neural voices',
    description:
      'Folder of neural voice models (Piper, Kokoro), one sub-folder per model, filled by `npm run voices:add -- <name>`; each working model joins the catalogue, one that fails to load is left out with a log line. Nothing is downloaded unless an operator runs that command.',
    scaled: true,
  },
  {
    name: 'METRICS_TOKEN',
    default: 'unset: /metrics off (404)',
    description:
      '`/metrics` answers only requests with `Authorization: Bearer <token>` (16 characters at least); without a token it is off, since a loopback check would pass every request a proxy on the same machine forwards.',
  },
  {
    name: 'METRICS_PORT',
    default: 'unset: no metrics server',
    description: 'Worker processes serve `/metrics` and `/live` on this port (on HOST).',
    scaled: true,
  },
  // Third-party services: file storage, mail, payments and the hosted voices (vars-services.ts).
  ...SERVICE_VARS,
  {
    name: 'AUDIO_URL_TTL',
    default: '3600',
    description: 'Lifetime of the signed URLs of generated audio and downloads, in seconds.',
  },
  {
    name: 'PARSE_CONCURRENCY',
    default: 'cores',
    description:
      'Script parses run at once per API process, each in a child process with a 192 MB heap (about 330 MB resident at the worst measured); more wait in a queue taken round-robin by user.',
  },
  {
    name: 'PARSE_PENDING_PER_USER',
    default: '3',
    description: 'Scripts one user may have queued or parsing per API process; one more gets 429.',
  },
];

/** Names documented for later issues; setting one today changes nothing, so startup warns. */
export const RESERVED_VARS = CONFIG_VARS.filter((v) => v.description.startsWith('Reserved')).map(
  (v) => v.name,
);
