import { EMAIL_NOT_VERIFIED } from '@castmyscript/api/contract';

import type { GoogleVerifier } from '../../adapters/google/google-port';
import { GoogleTokenError } from '../../adapters/google/google-port';
import type { PasswordHasher } from '../../adapters/password/password-port';
import type { Database } from '../../db/database';
import { ServiceError } from '../service-error';
import type { UsersDal } from '../users/users-dal';
import { nextGeneration } from './auth-fns';
import type { EmailTokensDal } from './email-tokens-dal';
import { accountLockKey, type Throttle } from './login-throttle';
import type { SessionService, Tokens } from './session-service';

/** Sign-in with a password or a Google ID token (security checks 5, 6, 14–17). */
export type LoginDeps = {
  database: Pick<Database, 'db'>;
  users: UsersDal;
  emailTokens: Pick<EmailTokensDal, 'invalidateAll'>;
  hasher: PasswordHasher;
  sessions: Pick<SessionService, 'start' | 'revokeAll'>;
  accountThrottle: Throttle;
  ipThrottle: Throttle;
  /** Undefined when GOOGLE_CLIENT_ID is not set. */
  google?: GoogleVerifier;
  now: () => number;
};

const BAD_CREDENTIALS = 'Invalid email or password.';
const TOO_MANY = 'Too many failed sign-in attempts. Please try again later.';

export function createLoginService(deps: LoginDeps) {
  const { users, hasher } = deps;

  async function assertNotThrottled(lock: string, ip: string) {
    const wait = Math.max(
      ...(await Promise.all([
        deps.accountThrottle.blockedFor(lock),
        deps.ipThrottle.blockedFor(ip),
      ])),
    );
    if (wait > 0) {
      throw new ServiceError('rate_limited', TOO_MANY, { retry_after_s: wait }, wait);
    }
  }

  return {
    async login(email: string, password: string, ip: string): Promise<Tokens & { email: string }> {
      const user = await users.findByEmail(email);
      const lock = accountLockKey(email, user?.tokensValidAfter, ip);
      await assertNotThrottled(lock, ip);
      // Unknown accounts and Google-only accounts verify a dummy hash: same answer, same cost.
      const ok = await hasher.verify(user?.passwordHash ?? hasher.dummyHash, password);
      if (!user || !user.passwordHash || !ok) {
        await Promise.all([deps.accountThrottle.fail(lock), deps.ipThrottle.fail(ip)]);
        throw new ServiceError('unauthenticated', BAD_CREDENTIALS);
      }
      await deps.accountThrottle.reset(lock);
      if (!user.emailVerifiedAt) {
        throw new ServiceError('forbidden', 'Please verify your email before signing in.', {
          code: EMAIL_NOT_VERIFIED,
        });
      }
      return { ...(await deps.sessions.start(user)), email: user.email };
    },

    async googleLogin(idToken: string): Promise<Tokens & { email: string }> {
      if (!deps.google) {
        throw new ServiceError('not_found', 'Google sign-in is not enabled on this server.');
      }
      let identity;
      try {
        identity = await deps.google.verify(idToken);
      } catch (err) {
        if (err instanceof GoogleTokenError) {
          throw new ServiceError(
            'unauthenticated',
            'Google sign-in failed: the token is not valid.',
          );
        }
        throw err;
      }
      if (!identity.emailVerified) {
        throw new ServiceError('unauthenticated', 'Your Google email address is not verified.');
      }
      const email = identity.email.toLowerCase();
      const now = new Date(deps.now());
      const user = await deps.database.db.transaction(async (tx) => {
        const bySub = await users.findByGoogleSub(identity.sub, tx);
        if (bySub) return bySub;
        const byEmail = await users.findByEmail(email, tx);
        if (!byEmail) {
          return users.create(
            { email, name: identity.name ?? '', googleSub: identity.sub, emailVerifiedAt: now },
            tx,
          );
        }
        if (byEmail.googleSub) {
          throw new ServiceError('conflict', 'This email is linked to another Google account.');
        }
        if (byEmail.emailVerifiedAt) {
          return users.update(byEmail.id, { googleSub: identity.sub, updatedAt: now }, tx);
        }
        // An unverified password account may have been opened by someone else with this address
        // (security check 17): Google proved the address, so that password and any session die.
        await deps.sessions.revokeAll(byEmail.id, tx);
        await deps.emailTokens.invalidateAll(byEmail.id, 'verify', now, tx);
        await deps.emailTokens.invalidateAll(byEmail.id, 'reset', now, tx);
        return users.update(
          byEmail.id,
          {
            googleSub: identity.sub,
            passwordHash: null,
            emailVerifiedAt: now,
            tokensValidAfter: nextGeneration(byEmail.tokensValidAfter, now.getTime()),
            updatedAt: now,
          },
          tx,
        );
      });
      return { ...(await deps.sessions.start(user)), email: user.email };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
