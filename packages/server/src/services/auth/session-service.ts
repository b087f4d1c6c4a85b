import { randomUUID } from 'node:crypto';

import type { Database, Tx } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { ServiceError } from '../service-error';
import type { UsersDal } from '../users/users-dal';
import type { AccessTokens } from './access-tokens';
import { randomToken, sha256 } from './auth-fns';
import type { RefreshTokensDal } from './refresh-tokens-dal';

/**
 * Sessions: a short access token plus a rotating refresh token (security checks 2, 3, 10–13).
 * A refresh token is 32 random bytes shown once; the table keeps its SHA-256. Every rotation
 * stays in the sign-in's family; presenting a token that was already used means it was copied,
 * so the whole family is revoked and the thief and the victim both have to sign in again.
 */
export type SessionDeps = {
  database: Pick<Database, 'db'>;
  users: Pick<UsersDal, 'findById'>;
  refreshTokens: RefreshTokensDal;
  accessTokens: AccessTokens;
  refreshTtlS: number;
  now: () => number;
};

export type Tokens = { access_token: string; refresh_token: string };

const INVALID = 'Invalid or expired refresh token. Please sign in again.';

export function createSessionService(deps: SessionDeps) {
  const { refreshTokens, accessTokens } = deps;

  async function addRefreshToken(userId: string, familyId: string, tx?: Tx): Promise<string> {
    const token = randomToken();
    const now = deps.now();
    await refreshTokens.insert(
      {
        userId,
        familyId,
        tokenHash: sha256(token),
        createdAt: new Date(now),
        expiresAt: new Date(now + deps.refreshTtlS * 1000),
      },
      tx,
    );
    return token;
  }

  return {
    /** A new session (new family) for a user who just proved who they are. */
    async start(user: Pick<UserRow, 'id' | 'tokensValidAfter'>, tx?: Tx): Promise<Tokens> {
      const refresh_token = await addRefreshToken(user.id, randomUUID(), tx);
      const access_token = await accessTokens.sign(user.id, user.tokensValidAfter);
      return { access_token, refresh_token };
    },

    async refresh(presented: string | undefined): Promise<Tokens> {
      if (!presented) throw new ServiceError('unauthenticated', 'Missing refresh token');
      // A JWT has dots; refresh tokens are base64url without any (security check 3).
      if (presented.includes('.')) {
        throw new ServiceError('unauthenticated', 'An access token cannot be used to refresh.');
      }
      const hash = sha256(presented);
      const now = new Date(deps.now());
      const outcome = await deps.database.db.transaction(async (tx) => {
        const row = await refreshTokens.consume(hash, now, tx);
        if (row) {
          const user = await deps.users.findById(row.userId, tx);
          if (!user) return { error: INVALID };
          const refresh_token = await addRefreshToken(user.id, row.familyId, tx);
          return { user, refresh_token };
        }
        const known = await refreshTokens.findByHash(hash, tx);
        if (known?.usedAt && !known.revokedAt) {
          await refreshTokens.revokeFamily(known.familyId, now, tx);
          return { error: 'This session was signed out for your security. Please sign in again.' };
        }
        return { error: INVALID };
      });
      if ('error' in outcome) throw new ServiceError('unauthenticated', outcome.error ?? INVALID);
      const access_token = await accessTokens.sign(outcome.user.id, outcome.user.tokensValidAfter);
      return { access_token, refresh_token: outcome.refresh_token };
    },

    /** The signed-in user behind an access token; 401 for anything stale or forged. */
    async authenticate(token: string | undefined): Promise<UserRow> {
      if (!token) throw new ServiceError('unauthenticated', 'Authentication required.');
      const claims = await accessTokens.verify(token);
      const user = await deps.users.findById(claims.userId);
      if (!user || user.tokensValidAfter.getTime() !== claims.generation) {
        throw new ServiceError('unauthenticated', 'Your session has ended. Please sign in again.');
      }
      return user;
    },

    /** Every refresh token of the user stops working (password reset or change). */
    revokeAll: (userId: string, tx?: Tx) =>
      refreshTokens.revokeAllForUser(userId, new Date(deps.now()), tx),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
