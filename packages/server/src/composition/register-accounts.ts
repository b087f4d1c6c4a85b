import { type FastifyInstance } from 'fastify';

import { createGoogleVerifier } from '../adapters/google/google-jwks';
import { createMemoryRateCounter } from '../adapters/rate-limit/rate-limit-memory';
import { createPostgresRateCounter } from '../adapters/rate-limit/rate-limit-postgres';
import type { Config } from '../config';
import type { UserRow } from '../db/schema';
import { createRequireUser, type RequireUser } from '../http/plugins/auth';
import { authRoutes } from '../http/routes/auth';
import { authPasswordRoutes } from '../http/routes/auth-password';
import { contactRoutes } from '../http/routes/contact';
import { usersRoutes } from '../http/routes/users';
import { createAccessTokens } from '../services/auth/access-tokens';
import { createEmailTokensDal } from '../services/auth/email-tokens-dal';
import { createLoginService } from '../services/auth/login-service';
import { createThrottle } from '../services/auth/login-throttle';
import { createPasswordService } from '../services/auth/password-service';
import { createRefreshTokensDal } from '../services/auth/refresh-tokens-dal';
import { createRegistrationService } from '../services/auth/registration-service';
import { createSessionService } from '../services/auth/session-service';
import { createContactDal } from '../services/contact/contact-dal';
import { createContactService } from '../services/contact/contact-service';
import { createFilesDal } from '../services/files/files-dal';
import { createAvatarService } from '../services/users/avatar-service';
import { createProfileService } from '../services/users/profile-service';
import { createUsersDal } from '../services/users/users-dal';
import type { AppDeps } from './app-types';

/** Accounts: sign-up, sessions, passwords, profile, contact (spec 1 §7). Returns the session guard. */
export async function registerAccounts(
  api: FastifyInstance,
  config: Config,
  deps: AppDeps,
  now: () => number,
): Promise<RequireUser> {
  const { database, storage, hasher, mailer: mail } = deps;
  const db = database.db;
  const users = createUsersDal(db);
  const emailTokens = createEmailTokensDal(db);
  const refreshTokens = createRefreshTokensDal(db);
  const accessTokens = createAccessTokens({
    secret: config.jwtSecret,
    ttlS: config.accessTokenTtl,
    now,
  });
  const sessions = createSessionService({
    database,
    users,
    refreshTokens,
    accessTokens,
    refreshTtlS: config.refreshTokenTtl,
    now,
  });
  const windowMs = 15 * 60 * 1000;
  // Several API processes may share PostgreSQL, so failed sign-ins are counted there.
  const counter =
    database.driver === 'postgres'
      ? createPostgresRateCounter({ db, namespace: 'login', logger: api.log, now })
      : createMemoryRateCounter({ now });
  const login = createLoginService({
    database,
    users,
    emailTokens,
    hasher,
    sessions,
    accountThrottle: createThrottle({
      counter,
      name: 'account',
      max: config.loginMaxFailures,
      windowMs,
    }),
    ipThrottle: createThrottle({
      counter,
      name: 'ip',
      max: config.loginMaxFailuresPerIp,
      windowMs,
    }),
    google: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          jwksUrl: config.googleJwksUrl,
          now,
        })
      : undefined,
    now,
  });
  const shared = { database, users, emailTokens, hasher, sessions, mail, now };
  const registration = createRegistrationService({ ...shared, publicUrl: config.publicUrl });
  const passwords = createPasswordService({
    ...shared,
    appOrigins: [...new Set([config.publicUrl, ...config.corsOrigins])],
  });
  const files = createFilesDal(db);
  const limited = { max: config.authRateLimitMax, timeWindow: '15 minutes' };

  // Fastify wants request properties declared up front so every request keeps one shape.
  api.decorateRequest('user', null as unknown as UserRow);
  const requireUser = createRequireUser(sessions);
  await api.register(authRoutes({ registration, login, sessions, limited }));
  await api.register(authPasswordRoutes({ passwords, limited }));
  await api.register(
    contactRoutes({
      contact: createContactService({
        contact: createContactDal(db),
        mail,
        supportEmail: config.supportEmail,
        now,
      }),
      limited,
    }),
  );
  await api.register(
    usersRoutes({
      requireUser,
      profile: createProfileService({ users, storage, now }),
      passwords,
      avatars: createAvatarService({ database, users, files, storage, now }),
    }),
  );
  return requireUser;
}
