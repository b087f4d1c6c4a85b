import type { Envelope } from '@castmyscript/api/contract';

/**
 * An error meant for the client: its status and message are sent as they are. Anything else
 * thrown becomes a 500 whose details stay in the log.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const success = <T>(data: T, message?: string): Envelope<T> & { status: 'success' } =>
  message === undefined ? { status: 'success', data } : { status: 'success', message, data };

export const failure = (message: string, data?: unknown) =>
  data === undefined
    ? { status: 'error' as const, message }
    : { status: 'error' as const, message, data };
