import type { PasswordHasher } from '../../adapters/password/password-port';
import type { Database, Tx } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { RecipientCap } from '../mail/recipient-cap';
import type { MailDispatch } from '../mail/mail-dispatch';
import { signUpAttemptMail, verificationMail } from '../mail/mail-templates';
import { ServiceError } from '../service-error';
import { withFreeUsername } from '../users/unique-username';
import type { UsersDal } from '../users/users-dal';
import { nextGeneration, randomToken, sha256, verificationLink } from './auth-fns';
import type { EmailTokensDal } from './email-tokens-dal';
import type { SessionService } from './session-service';

/** Sign-up and email verification (links valid 24 hours; security check 7). */
export const VERIFY_TTL_MS = 24 * 3600 * 1000;
/** A resend within this time sends nothing new: one click must not become a mail bomb. */
const RESEND_GAP_MS = 60 * 1000;

export const EXPIRED_VERIFICATION =
  'This verification link has expired. Please request a new verification email.';

export type RegistrationDeps = {
  database: Pick<Database, 'db'>;
  users: UsersDal;
  emailTokens: EmailTokensDal;
  hasher: Pick<PasswordHasher, 'hash'>;
  sessions: Pick<SessionService, 'revokeAll'>;
  mail: MailDispatch;
  /** Mails per address per hour, whoever asks; over it a sign-up answers the same, unmailed. */
  mailCap: RecipientCap;
  publicUrl: string;
  now: () => number;
};

export type RegisterInput = { username: string; name: string; email: string; password: string };

export function createRegistrationService(deps: RegistrationDeps) {
  const { users, emailTokens } = deps;

  async function issueVerification(user: UserRow, tx: Tx) {
    const token = randomToken();
    const now = deps.now();
    const expiresAt = new Date(now + VERIFY_TTL_MS);
    // Only the newest link works, so an old mail lying around cannot verify the account.
    await emailTokens.invalidateAll(user.id, 'verify', new Date(now), tx);
    await emailTokens.insert(
      {
        userId: user.id,
        purpose: 'verify',
        tokenHash: sha256(token),
        createdAt: new Date(now),
        expiresAt,
      },
      tx,
    );
    return { token, expiresAt };
  }

  const mailFor = (user: UserRow, token: string) =>
    verificationMail(user.email, user.name, verificationLink(deps.publicUrl, token));

  /** The account (a new one, or the unverified one it replaces) and its verification link. */
  async function saveSignUp(
    input: RegisterInput,
    existing: UserRow | undefined,
    passwordHash: string,
  ) {
    const now = new Date(deps.now());
    return deps.database.db.transaction(async (tx) => {
      const fields = { name: input.name, username: input.username, passwordHash, updatedAt: now };
      // An unverified account proves nothing about its owner: the newest sign-up replaces it,
      // and whatever sessions it had end.
      const user = existing
        ? await users.update(
            existing.id,
            {
              ...fields,
              tokensValidAfter: nextGeneration(existing.tokensValidAfter, now.getTime()),
            },
            tx,
          )
        : await users.create({ ...fields, email: input.email, createdAt: now }, tx);
      if (existing) await deps.sessions.revokeAll(existing.id, tx);
      return { user, ...(await issueVerification(user, tx)) };
    });
  }

  /**
   * A sign-up with the address of a verified account answers exactly as a new one would and
   * tells only the owner, by mail (security check 46): the answer must not reveal the account.
   */
  async function answerTakenAddress(owner: UserRow) {
    const base = deps.publicUrl.replace(/\/+$/, '');
    if (await deps.mailCap.allows(owner.email))
      await deps.mail.send(
        signUpAttemptMail(owner.email, owner.name, {
          signIn: `${base}/sign-in`,
          forgotPassword: `${base}/forgot-password`,
        }),
      );
    const expiresAt = new Date(deps.now() + VERIFY_TTL_MS);
    return { email: owner.email, verification_expires_at: expiresAt.toISOString() };
  }

  return {
    async register(input: RegisterInput) {
      const existing = await users.findByEmail(input.email);
      // Hashed before anything else, for a taken address too: both answers cost the same.
      const passwordHash = await deps.hasher.hash(input.password);
      const owner = existing?.emailVerifiedAt ? existing : undefined;
      // The user name rule answers a taken address as it answers a new one (checks 46, 48); an
      // unverified sign-up being replaced keeps its own user name.
      return withFreeUsername(users, input.username, owner ? undefined : existing?.id, async () => {
        if (owner) return answerTakenAddress(owner);
        const { user, token, expiresAt } = await saveSignUp(input, existing, passwordHash);
        // Counted as the taken address's notice is, so both answers do the same work.
        if (await deps.mailCap.allows(user.email)) await deps.mail.send(mailFor(user, token));
        return { email: user.email, verification_expires_at: expiresAt.toISOString() };
      });
    },

    async verifyEmail(token: string): Promise<{ email: string }> {
      const hash = sha256(token);
      const now = new Date(deps.now());
      const result = await deps.database.db.transaction(async (tx) => {
        const row = await emailTokens.consume(hash, 'verify', now, tx);
        if (!row) return undefined;
        const user = await users.update(row.userId, { emailVerifiedAt: now, updatedAt: now }, tx);
        return { email: user.email };
      });
      if (result) return result;
      const known = await emailTokens.findByHash(hash, 'verify');
      if (!known) throw new ServiceError('invalid', 'This verification link is not valid.');
      if (known.consumedAt) {
        throw new ServiceError(
          'invalid',
          'This verification link has already been used or replaced by a newer one. If your email is verified, please sign in.',
        );
      }
      throw new ServiceError('gone', EXPIRED_VERIFICATION);
    },

    /** Same answer whatever the email; a mail goes out only to an unverified account. */
    async resendVerification(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.emailVerifiedAt || !user.passwordHash) return;
      const last = await emailTokens.latest(user.id, 'verify');
      if (last && deps.now() - last.createdAt.getTime() < RESEND_GAP_MS) return;
      if (!(await deps.mailCap.allows(user.email))) return;
      const { token } = await deps.database.db.transaction((tx) => issueVerification(user, tx));
      deps.mail.later(mailFor(user, token));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
