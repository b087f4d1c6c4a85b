import { StorageUnavailableError } from './storage-port';

/**
 * Sorts S3 SDK failures into what callers can act on: "no such object" (a normal answer) and
 * "storage unavailable" (network down, timeouts, 5xx), which becomes a clear 503 instead of a 500
 * and is safe to retry. Anything else (a bad key, denied credentials) stays a programming or
 * configuration error and surfaces as it is.
 */
type SdkError = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);
// Errors from another realm (the SDK wraps them) keep the code only in their message.
const NETWORK_MESSAGE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)\b|socket hang up/;
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);

function* chain(err: unknown): Generator<SdkError> {
  for (
    let e = err as SdkError | undefined, depth = 0;
    e && depth < 8;
    e = e.cause as SdkError, depth++
  )
    yield e;
}

export function isNotFound(err: unknown): boolean {
  const e = err as SdkError | undefined;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function isUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e instanceof StorageUnavailableError) return true;
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && NETWORK_MESSAGE.test(e.message)) return true;
    if (typeof e.name === 'string' && TIMEOUT_NAMES.has(e.name)) return true;
    if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  }
  return false;
}

/**
 * Runs one storage call, turning "the service is not there" into StorageUnavailableError; `op`
 * picks its message (a write tells the user the file was not saved).
 */
export async function guarded<T>(
  call: () => Promise<T>,
  op: 'read' | 'write' = 'read',
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof StorageUnavailableError) && isUnavailable(err))
      throw new StorageUnavailableError(err, op);
    throw err;
  }
}
