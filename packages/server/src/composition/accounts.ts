import { createGoogleVerifier } from '../adapters/google/google-jwks';
import { createMemoryRateCounter } from '../adapters/rate-limit/rate-limit-memory';
import { createPostgresRateCounter } from '../adapters/rate-limit/rate-limit-postgres';
import { createAccessTokens } from '../services/auth/access-tokens';
import { createLoginService } from '../services/auth/login-service';
import { createThrottle } from '../services/auth/login-throttle';
import { createPasswordService } from '../services/auth/password-service';
import { createRegistrationService } from '../services/auth/registration-service';
import { createSessionService } from '../services/auth/session-service';
import { createContactService } from '../services/contact/contact-service';
import { createRecipientLimit } from '../services/contact/recipient-limit';
import { createRecipientCap } from '../services/mail/recipient-cap';
import { createAvatarService } from '../services/users/avatar-service';
import { createProfileService } from '../services/users/profile-service';
import type { Base } from './base';
import type { Dals } from './dals';

/** Failed sign-ins are counted per account and per address over this window. */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Accounts: sign-up, sessions, passwords, profile and avatar, contact. */
export function buildAccounts(b: Base, d: Dals) {
  const { config, database, now } = b;
  const sessions = createSessionService({
    database,
    users: d.usersDal,
    refreshTokens: d.refreshTokensDal,
    accessTokens: createAccessTokens({
      secret: config.jwtSecret,
      ttlS: config.accessTokenTtl,
      now,
    }),
    refreshTtlS: config.refreshTokenTtl,
    now,
  });
  // Several API processes may share PostgreSQL, so failed sign-ins (and contact messages per
  // address) are counted there.
  const counter =
    database.driver === 'postgres'
      ? createPostgresRateCounter({ db: database.db, namespace: 'login', logger: b.logger, now })
      : createMemoryRateCounter({ now });
  const throttle = (name: string, max: number) =>
    createThrottle({ counter, name, max, windowMs: LOGIN_WINDOW_MS });
  const login = createLoginService({
    database,
    users: d.usersDal,
    emailTokens: d.emailTokensDal,
    hasher: b.hasher,
    sessions,
    accountThrottle: throttle('account', config.loginMaxFailures),
    ipThrottle: throttle('ip', config.loginMaxFailuresPerIp),
    google: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          jwksUrl: config.googleJwksUrl,
          now,
        })
      : undefined,
    now,
  });
  const mailCap = createRecipientCap({
    counter,
    max: config.mailMaxPerRecipient,
    logger: b.logger,
  });
  const shared = {
    database,
    users: d.usersDal,
    emailTokens: d.emailTokensDal,
    hasher: b.hasher,
    sessions,
    mail: b.mailer,
    mailCap,
    now,
  };
  return {
    sessions,
    login,
    registration: createRegistrationService({ ...shared, publicUrl: config.publicUrl }),
    passwords: createPasswordService({
      ...shared,
      appOrigins: [...new Set([config.publicUrl, ...config.corsOrigins])],
    }),
    profile: createProfileService({ users: d.usersDal, storage: b.storage, now }),
    avatars: createAvatarService({
      database,
      users: d.usersDal,
      files: d.filesDal,
      storage: b.storage,
      now,
    }),
    contact: createContactService({
      contact: d.contactDal,
      recipientLimit: createRecipientLimit({ counter, max: config.contactMaxPerEmail }),
      mail: b.mailer,
      mailCap,
      supportEmail: config.supportEmail,
      now,
    }),
  };
}
