import type { FastifyReply, FastifyRequest } from 'fastify';

import type { UserRow } from '../../db/schema';
import { bearerToken } from '../../services/auth/auth-fns';
import type { SessionService } from '../../services/auth/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; only read it in routes that use that hook. */
    user: UserRow;
  }
}

export type RequireUser = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The guard of every protected route (SECURITY-CHECKS 2): a valid, current access token in
 * `Authorization: Bearer …`, or 401 in the envelope. Used as an onRequest hook so an anonymous
 * caller learns nothing from body validation.
 */
export function createRequireUser(sessions: Pick<SessionService, 'authenticate'>): RequireUser {
  return async (request) => {
    request.user = await sessions.authenticate(bearerToken(request.headers.authorization));
  };
}
