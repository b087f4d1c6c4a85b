/** The slice of pino that adapters and services log through, so they never import fastify. */
export type Logger = {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
};

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Log fields that may carry a secret (security check 4). Request bodies are not logged today;
 * this keeps it so if a body, a header dump or an error with its input ever is.
 */
export const LOG_REDACT_PATHS = [
  'password',
  'new_password',
  'old_password',
  'passwordHash',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.passwordHash',
  '*.*.password',
  '*.*.new_password',
  '*.*.old_password',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
];

/**
 * Capability tokens travel in some paths (verification links, signed file URLs, share links on
 * the API and on the listen page): keep them out of logs.
 */
export const redactUrl = (url: string): string =>
  url.replace(/(\/(?:verify-email|files|shared|listen)\/)[^/?#]+/g, '$1[Redacted]');

type LoggedRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request log fields, with the URL's tokens redacted. */
export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  hostname: request.hostname,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
