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
 * The guard of every protected route (security check 2): a valid, current access token in
 * `Authorization: Bearer …`, or 401 in the envelope. Used as an onRequest hook so an anonymous
 * caller learns nothing from body validation.
 */
export function createRequireUser(sessions: Pick<SessionService, 'authenticate'>): RequireUser {
  return async (request) => {
    request.user = await sessions.authenticate(bearerToken(request.headers.authorization));
  };
}

/** The signed-in user of a public route, when its request carries a valid access token. */
export type OptionalUser = (request: FastifyRequest) => Promise<UserRow | undefined>;

/**
 * For public routes that do more for a proven sender (the contact form): no token, or one that is
 * expired or invalid, is an anonymous caller, never a 401.
 */
export function createOptionalUser(sessions: Pick<SessionService, 'authenticate'>): OptionalUser {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return undefined;
    return sessions.authenticate(token).catch(() => undefined);
  };
}
