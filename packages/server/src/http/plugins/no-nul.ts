import type { FastifyInstance } from 'fastify';

import { failure } from '../envelope';

/**
 * PostgreSQL refuses the NUL character (U+0000) in text, so a string carrying one would reach
 * the database and fail there as a 500. Every request's body, query and path parameters are
 * looked through once, before any route's validation: the first NUL found answers 400 naming its
 * field, in the shape of a validation error (`body.pronunciations.0.say_as`).
 */
const NUL = '\u0000';

/** The dotted path of the first string (or key) holding a NUL, or undefined. */
export function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulField(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  // Only what JSON and the query parser produce: a Buffer body (an upload) is bytes, not text.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = `${path}.${key.replaceAll(NUL, '\\u0000')}`;
    if (key.includes(NUL)) return field;
    const found = nulField(inner, field);
    if (found) return found;
  }
  return undefined;
}

export const nulMessage = (field: string) =>
  `Invalid ${field}: text may not contain the NUL character (\\u0000).`;

export function registerNoNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field =
      nulField(request.params, 'params') ??
      nulField(request.query, 'querystring') ??
      nulField(request.body, 'body');
    if (field) return reply.code(400).send(failure(nulMessage(field), { field }));
  });
}
