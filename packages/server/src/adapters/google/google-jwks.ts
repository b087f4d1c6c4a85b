import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

import { type GoogleIdentity, GoogleTokenError, type GoogleVerifier } from './google-port';

/**
 * Google ID tokens checked against Google's published keys (security checks 15, 16): RS256 only,
 * our client id as audience, Google's issuer in either spelling, expiry against the injected
 * clock. The key set is fetched lazily and cached by jose, so an unset or unreachable Google
 * never slows the server's start.
 */
export type GoogleJwksOptions = {
  clientId: string;
  jwksUrl: string;
  now?: () => number;
};

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export function createGoogleVerifier(opts: GoogleJwksOptions): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000 });
  const now = opts.now ?? Date.now;
  return {
    async verify(idToken): Promise<GoogleIdentity> {
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256'],
          audience: opts.clientId,
          issuer: ISSUERS,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') {
          throw new GoogleTokenError('no email');
        }
        return {
          sub: payload.sub,
          email: payload.email,
          // Google sends a boolean; very old tokens sent the string "true".
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name : undefined,
        };
      } catch (err) {
        if (err instanceof GoogleTokenError) throw err;
        if (err instanceof errors.JOSEError) throw new GoogleTokenError(err.code);
        throw err;
      }
    },
  };
}
