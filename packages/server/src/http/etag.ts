import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * Conditional GETs for reads the studio repeats (RFC 9110 §13.1.2). A validator is a version
 * number the database raises in the same transaction as the data it stands for, salted with the
 * answer's JSON Schema, so a release that changes the answer's shape invalidates every copy.
 * `private, no-cache`: the browser keeps its copy and asks every time, and a shared cache keeps
 * nothing (the answers belong to one user).
 */
export type Validator = (version: number) => string;

export function validator(name: string, answer: z.ZodType): Validator {
  const shape = createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(answer, { unrepresentable: 'any' })))
    .digest('base64url')
    .slice(0, 10);
  return (version) => `"${name}-${shape}-${version}"`;
}

/** If-None-Match names `etag` (weakly or strongly, alone or in a list, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sets the validator and the cache policy; true when the client's copy is current (answer 304). */
export function isCurrent(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  return matches(request.headers['if-none-match'], etag);
}
