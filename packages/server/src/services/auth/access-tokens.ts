import { errors, jwtVerify, SignJWT } from 'jose';

import { ServiceError } from '../service-error';

/**
 * Access tokens: HS256 JWTs with an explicit algorithm allow-list, issuer, audience and a short
 * life. `typ` (header and claim) marks them as access tokens so no other token can stand in for
 * one (security check 3). `gen` carries the user's `tokens_valid_after` at issue: a password
 * change moves it, which kills every earlier token at once (security check 10).
 */
export const ACCESS_ISSUER = 'castmyscript';
export const ACCESS_AUDIENCE = 'castmyscript-api';
const HEADER_TYP = 'at+jwt';

export type AccessClaims = { userId: string; generation: number };

export type AccessTokens = {
  sign(userId: string, generation: Date): Promise<string>;
  /** Throws ServiceError('unauthenticated') for anything but a valid, current access token. */
  verify(token: string): Promise<AccessClaims>;
};

export function createAccessTokens(opts: {
  secret: string;
  ttlS: number;
  now: () => number;
}): AccessTokens {
  const key = new TextEncoder().encode(opts.secret);
  return {
    async sign(userId, generation) {
      const iat = Math.floor(opts.now() / 1000);
      return new SignJWT({ typ: 'access', gen: generation.getTime() })
        .setProtectedHeader({ alg: 'HS256', typ: HEADER_TYP })
        .setSubject(userId)
        .setIssuer(ACCESS_ISSUER)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ACCESS_ISSUER,
          audience: ACCESS_AUDIENCE,
          typ: HEADER_TYP,
          currentDate: new Date(opts.now()),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload.typ !== 'access' || typeof payload.gen !== 'number' || !payload.sub) {
          throw new ServiceError('unauthenticated', 'Invalid access token.');
        }
        return { userId: payload.sub, generation: payload.gen };
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          throw new ServiceError('unauthenticated', 'Your session has expired.');
        }
        if (err instanceof errors.JOSEError || err instanceof ServiceError) {
          throw new ServiceError('unauthenticated', 'Invalid access token.');
        }
        throw err;
      }
    },
  };
}
