import type { PasswordHasher } from '../../adapters/password/password-port';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { RecipientCap } from '../mail/recipient-cap';
import type { MailDispatch, Schedule } from '../mail/mail-dispatch';
import { passwordChangedMail, resetMail } from '../mail/mail-templates';
import { ServiceError } from '../service-error';
import type { UsersDal } from '../users/users-dal';
import { hasAllowedOrigin, nextGeneration, randomToken, resetLink, sha256 } from './auth-fns';
import type { EmailTokensDal } from './email-tokens-dal';
import type { SessionService, Tokens } from './session-service';

/** Forgotten and changed passwords (security checks 8, 9, 10). */
export const RESET_TTL_MINUTES = 60;

const BAD_RESET = 'This password reset link is invalid or has expired. Please request a new one.';

export type PasswordDeps = {
  database: Pick<Database, 'db'>;
  users: UsersDal;
  emailTokens: EmailTokensDal;
  hasher: Pick<PasswordHasher, 'hash' | 'verify'>;
  sessions: Pick<SessionService, 'start' | 'revokeAll'>;
  mail: MailDispatch;
  /** Mails per address per hour, whoever asks: a reset link over it is never made. */
  mailCap: RecipientCap;
  /** Origins a reset form may live on: PUBLIC_URL and CORS_ORIGINS. */
  appOrigins: readonly string[];
  now: () => number;
};

export function createPasswordService(deps: PasswordDeps) {
  const { users, emailTokens } = deps;

  /** New hash, new token generation, every refresh token revoked: all in one transaction. */
  async function replacePassword(
    user: UserRow,
    passwordHash: string,
    opts: { keepSignedIn: boolean; resetTokenHash?: string },
  ) {
    const now = new Date(deps.now());
    const tokens = await deps.database.db.transaction(async (tx) => {
      if (opts.resetTokenHash) {
        // The atomic single-use step: of two requests with the same link only one gets here.
        const row = await emailTokens.consume(opts.resetTokenHash, 'reset', now, tx);
        if (row?.userId !== user.id) throw new ServiceError('invalid', BAD_RESET);
      }
      const updated = await users.update(
        user.id,
        {
          passwordHash,
          passwordChangedAt: now,
          // A reset link proves the address as well as a verification link does.
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          tokensValidAfter: nextGeneration(user.tokensValidAfter, now.getTime()),
          updatedAt: now,
        },
        tx,
      );
      await deps.sessions.revokeAll(user.id, tx);
      await emailTokens.invalidateAll(user.id, 'reset', now, tx);
      return opts.keepSignedIn ? deps.sessions.start(updated, tx) : undefined;
    });
    await deps.mail.send(passwordChangedMail(user.email, user.name, now));
    return tokens;
  }

  /** A new reset link for the account of `email`, if there is one; the mail that carries it. */
  async function issueReset(email: string, formUrl: string) {
    const user = await users.findByEmail(email);
    // Over the cap no link is made either, so a flood cannot keep replacing the owner's link.
    if (!user || !(await deps.mailCap.allows(user.email))) return undefined;
    const token = randomToken();
    const now = deps.now();
    await deps.database.db.transaction(async (tx) => {
      // A newer link kills every older one (security check 9).
      await emailTokens.invalidateAll(user.id, 'reset', new Date(now), tx);
      await emailTokens.insert(
        {
          userId: user.id,
          purpose: 'reset',
          tokenHash: sha256(token),
          createdAt: new Date(now),
          expiresAt: new Date(now + RESET_TTL_MINUTES * 60_000),
        },
        tx,
      );
    });
    return resetMail(user.email, user.name, resetLink(formUrl, token), RESET_TTL_MINUTES);
  }

  return {
    /**
     * The same answer and the same timing whether or not the email has an account: only the form
     * address is checked before answering; the lookup, the token and the mail start once
     * `answered` calls back, when the answer has gone out (security checks 8, 46).
     */
    async requestReset(email: string, formUrl: string, answered?: Schedule): Promise<void> {
      if (!hasAllowedOrigin(formUrl, deps.appOrigins)) {
        throw new ServiceError('invalid', 'reset_form_url must be an address of this app.');
      }
      deps.mail.afterAnswer(() => issueReset(email, formUrl), answered);
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const hash = sha256(token);
      const now = new Date(deps.now());
      // Look before hashing so junk tokens cost no argon2 time; the UPDATE below decides.
      const peek = await emailTokens.findByHash(hash, 'reset');
      if (!peek || peek.consumedAt || peek.expiresAt <= now)
        throw new ServiceError('invalid', BAD_RESET);
      const user = await users.findById(peek.userId);
      if (!user) throw new ServiceError('invalid', BAD_RESET);
      const passwordHash = await deps.hasher.hash(newPassword);
      await replacePassword(user, passwordHash, { keepSignedIn: false, resetTokenHash: hash });
    },

    /** Other sessions end (security check 10); the caller gets a fresh session back. */
    async changePassword(user: UserRow, oldPassword: string, newPassword: string): Promise<Tokens> {
      if (!user.passwordHash) {
        throw new ServiceError(
          'invalid',
          'This account signs in with Google and has no password yet. Use "Forgot password" to set one.',
        );
      }
      if (!(await deps.hasher.verify(user.passwordHash, oldPassword))) {
        throw new ServiceError('invalid', 'Current password is incorrect');
      }
      const passwordHash = await deps.hasher.hash(newPassword);
      const tokens = await replacePassword(user, passwordHash, { keepSignedIn: true });
      return tokens!;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
