import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's message from an error envelope, or the caller's fallback. */
export const errorMessage = (
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string => {
  if (!error) return fallback;
  if ('status' in error) {
    const body = error.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return fallback;
  }
  return fallback;
};

export const errorStatus = (error: FetchBaseQueryError | SerializedError | undefined) =>
  error && 'status' in error ? error.status : undefined;
