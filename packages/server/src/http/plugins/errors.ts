import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

import {
  STORAGE_RETRY_AFTER_S,
  StorageUnavailableError,
} from '../../adapters/storage/storage-port';
import { ServiceError, STATUS_OF } from '../../services/service-error';
import { failure, HttpError } from '../envelope';

/** Errors that mean "the database is unreachable", from pg (SQLSTATE class 08/57) or the socket. */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (DB_DOWN_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && /PGlite is closed|Connection terminated/i.test(e.message))
      return true;
  }
  return false;
}

type Issue = { instancePath?: string; message?: string };

/** zod's own wording; the contract's messages (the spec's texts) are shown to users as they are. */
const GENERIC_ZOD_MESSAGE =
  /^(Invalid (input|option|string|format|type|key|element|union)|Too (small|big)|Expected|Unrecognized)/;

function validationMessage(err: FastifyError): {
  message: string;
  field: string;
  issues: unknown[];
} {
  const issues = (err.validation ?? []) as Issue[];
  const where = err.validationContext ?? 'request';
  const first = issues[0];
  const path = first?.instancePath ? `${where}${first.instancePath.replace(/\//g, '.')}` : where;
  const text = first?.message ?? 'does not match the schema';
  const message = GENERIC_ZOD_MESSAGE.test(text) ? `Invalid ${path}: ${text}` : text;
  return { message, field: path, issues };
}

/** Every failure leaves as the contract's error envelope with a real status code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(failure(err.message, err.data));
    }
    if (err instanceof ServiceError) {
      if (err.retryAfterS !== undefined) reply.header('Retry-After', String(err.retryAfterS));
      return reply.code(STATUS_OF[err.kind]).send(failure(err.message, err.data));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message, field, issues } = validationMessage(err);
      return reply.code(400).send(failure(message, { field, issues }));
    }
    if (err instanceof StorageUnavailableError) {
      request.log.error({ err }, 'file storage unavailable');
      // The storage's own trouble (a read-only or full disk, S3 away): the request may be repeated.
      reply.header('Retry-After', String(STORAGE_RETRY_AFTER_S));
      return reply.code(503).send(failure(err.message));
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .code(503)
        .send(failure('The service is temporarily unavailable. Please try again shortly.'));
    }
    const status = err.statusCode ?? 500;
    // Fastify's own 4xx errors (bad JSON, body too large, wrong media type) are safe to show.
    if (status >= 400 && status < 500 && !isResponseSerializationError(err)) {
      return reply.code(status).send(failure(err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(
        failure('Something went wrong on our side. Please try again.', { request_id: request.id }),
      );
  });
}

/**
 * Unknown paths: an envelope under /api; anything else goes to `fallback` (the web front end),
 * which answers when it can.
 */
export function registerNotFound(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api') && fallback?.(request, reply)) return reply;
    return reply.code(404).send(failure(`Not found: ${request.method} ${path}`));
  });
}
