/**
 * A business-rule failure meant for the client. Services throw it without knowing HTTP; the
 * error handler maps `kind` to a status code and sends `message` and `data` in the envelope.
 */
export type ErrorKind =
  | 'invalid'
  | 'payment_required'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited';

export class ServiceError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly data?: unknown,
    /** For `rate_limited`: seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
};
