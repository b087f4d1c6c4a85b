// @scaled-too: mail (SMTP)
import { sql } from 'drizzle-orm';

import {
  get,
  login,
  PASSWORD,
  post,
  register,
  RELAXED_LIMITS,
  uniqueEmail,
  verificationToken,
} from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';

/** Sign-up, verification and password storage: security checks 4, 5, 7, 48. */
let clock = Date.now();
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startApp(
    { ...RELAXED_LIMITS, LOG_LEVEL: 'trace' },
    { now: () => clock, logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

const rows = async (table: string) =>
  (await t.deps.database.db.execute(sql.raw(`select * from ${table}`))) as unknown as {
    rows: Record<string, unknown>[];
  };

describe('auth/register', () => {
  it('answers 201 with the email and a 24 h expiry, and mails a multipart verification link', async () => {
    const email = uniqueEmail();
    const res = await post(t, 'auth/register', {
      username: 'ada',
      name: 'Ada',
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', data: { email } });
    expect(Date.parse(res.body.data.verification_expires_at) - clock).toBe(24 * 3600 * 1000);
    const [mail] = await readOutbox(t, email);
    expect(mail.subject).toContain('CastMyScript');
    expect(mail.html).toContain('CastMyScript');
    const token = await verificationToken(t, email);
    expect(mail.text).toContain(`http://localhost:3000/verify/${token}`);
    expect(mail.html).toContain(`http://localhost:3000/verify/${token}`);
  });

  it('stores the email lower-cased and refuses weak passwords with the spec message', async () => {
    const res = await post(t, 'auth/register', {
      username: 'ada',
      name: 'Ada',
      email: uniqueEmail(),
      password: 'alllowercase1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(
      'Password must include uppercase, lowercase, number, and special character',
    );
  });

  it('lets a new sign-up replace an unverified one; the older link and password stop working', async () => {
    const email = uniqueEmail();
    await register(t, email, 'First-Password-1');
    const oldToken = await verificationToken(t, email);
    await register(t, email, 'Second-Password-2');
    expect((await get(t, `auth/verify-email/${oldToken}`)).status).toBe(400);
    expect((await get(t, `auth/verify-email/${await verificationToken(t, email)}`)).status).toBe(
      200,
    );
    expect((await post(t, 'auth/login', { email, password: 'First-Password-1' })).status).toBe(401);
    await login(t, email, 'Second-Password-2');
  });
});

describe('sign-in before verification', () => {
  it('answers 403 with the email_not_verified code', async () => {
    const email = await register(t);
    const res = await post(t, 'auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Please verify your email before signing in.',
      data: { code: 'email_not_verified' },
    });
  });
});

describe('check 7: verification links', () => {
  it('check 7: works once; the second use fails with a clear message', async () => {
    const email = await register(t);
    const token = await verificationToken(t, email);
    const first = await get(t, `auth/verify-email/${token}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ email });
    const second = await get(t, `auth/verify-email/${token}`);
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/already been used/);
    await login(t, email);
  });

  it('check 7: fails after 24 hours with the spec message', async () => {
    const email = await register(t);
    const token = await verificationToken(t, email);
    clock += 24 * 3600 * 1000 + 1;
    const res = await get(t, `auth/verify-email/${token}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(
      'This verification link has expired. Please request a new verification email.',
    );
    expect((await post(t, 'auth/login', { email, password: PASSWORD })).status).toBe(403);
  });

  it('check 7: only the SHA-256 of the token is stored', async () => {
    const email = await register(t);
    const token = await verificationToken(t, email);
    const dump = JSON.stringify((await rows('email_tokens')).rows);
    expect(dump).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(dump).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('an unknown token gets 400', async () => {
    expect((await get(t, 'auth/verify-email/no-such-token')).status).toBe(400);
  });
});

describe('auth/resend-verification', () => {
  it('answers the same whatever the email, and mails only an unverified account', async () => {
    const pending = await register(t);
    clock += 2 * 60 * 1000;
    const before = (await readOutbox(t, pending)).length;
    const unknown = await post(t, 'auth/resend-verification', { email: uniqueEmail('nobody') });
    const known = await post(t, 'auth/resend-verification', { email: pending });
    expect(known).toEqual({ ...unknown, headers: known.headers });
    expect(known.status).toBe(200);
    expect((await readOutbox(t, pending)).length).toBe(before + 1);
    // The newest link works.
    expect((await get(t, `auth/verify-email/${await verificationToken(t, pending)}`)).status).toBe(
      200,
    );
  });
});

describe('check 4: password storage', () => {
  it('check 4: stores $argon2id$ with m>=19456, t>=2, p>=1 and no password in any column or log line', async () => {
    const email = uniqueEmail();
    const secret = 'Unique-Secret-Pass-42!';
    await register(t, email, secret);
    const link = await verificationToken(t, email);
    await get(t, `auth/verify-email/${link}`);
    await login(t, email, secret);
    await post(t, 'auth/login', { email, password: `${secret}x` });
    const { rows: users } = await rows('users');
    const user = users.find((u) => u.email === email)!;
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(String(user.password_hash));
    expect(match).not.toBeNull();
    const [m, tc, p] = match!.slice(1).map(Number);
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(tc).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    for (const table of ['users', 'email_tokens', 'refresh_tokens', 'contact_messages', 'files']) {
      expect(JSON.stringify((await rows(table)).rows)).not.toContain(secret);
    }
    // Pino redaction: even an object that carries a password is logged without it.
    t.app.log.info({ body: { password: secret, new_password: secret } }, 'redaction probe');
    expect(logLines.length).toBeGreaterThan(5);
    expect(logLines.join('\n')).not.toContain(secret);
    // Nor the verification token in request logs; only the outbox logs links, by design (dev mail).
    const requestLines = logLines.filter((l) => !l.includes('mail written to outbox'));
    expect(requestLines.join('\n')).toContain('verify-email/[Redacted]');
    expect(requestLines.join('\n')).not.toContain(link);
    expect(logLines.join('\n')).toContain('[Redacted]');
  });
});

describe('check 5: long passwords', () => {
  it('check 5: a 64-character password works', async () => {
    const pw = `Aa1!${'x'.repeat(60)}`;
    expect(pw).toHaveLength(64);
    const email = await register(t, uniqueEmail(), pw);
    await get(t, `auth/verify-email/${await verificationToken(t, email)}`);
    await login(t, email, pw);
  });

  it('check 48: a user name another account holds, in any case, gets 409 and creates nothing', async () => {
    const taken = `Writer-${Date.now().toString(36)}`;
    const signUp = (username: string, email = uniqueEmail()) =>
      post(t, 'auth/register', { username, name: 'Ada', email, password: PASSWORD });
    const first = uniqueEmail();
    expect((await signUp(taken, first)).status).toBe(201);
    for (const other of [taken, taken.toUpperCase(), ` ${taken.toLowerCase()} `]) {
      const email = uniqueEmail();
      const res = await signUp(other, email);
      expect({ other, status: res.status }).toEqual({ other, status: 409 });
      expect(res.body.message).toBe('This user name is already taken. Please choose another one.');
      expect(await readOutbox(t, email)).toEqual([]);
      const created = (await t.deps.database.db.execute(
        sql`select id from users where email = ${email}`,
      )) as unknown as { rows: unknown[] };
      expect(created.rows).toEqual([]);
    }
    // Signing up again before verifying replaces the unverified account, which keeps its name.
    expect((await signUp(taken.toLowerCase(), first)).status).toBe(201);
  });

  it('check 48: of two sign-ups with one user name at the same moment, one gets 409', async () => {
    const taken = `Twin-${Date.now().toString(36)}`;
    const answers = await Promise.all(
      [taken, taken.toUpperCase()].map((username) =>
        post(t, 'auth/register', {
          username,
          name: 'Ada',
          email: uniqueEmail(),
          password: PASSWORD,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      'This user name is already taken. Please choose another one.',
    );
  });

  it('check 5: two 100-character passwords differing in the last character are different', async () => {
    const pw = `Aa1!${'y'.repeat(95)}A`;
    expect(pw).toHaveLength(100);
    const email = await register(t, uniqueEmail(), pw);
    await get(t, `auth/verify-email/${await verificationToken(t, email)}`);
    const wrong = await post(t, 'auth/login', { email, password: `${pw.slice(0, 99)}B` });
    expect(wrong.status).toBe(401);
    await login(t, email, pw);
  });

  it('refuses more than 128 characters rather than truncating', async () => {
    const res = await post(t, 'auth/register', {
      username: 'ada',
      name: 'Ada',
      email: uniqueEmail(),
      password: `Aa1!${'z'.repeat(125)}`,
    });
    expect(res.status).toBe(400);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('answers 404 with a clear message', async () => {
    const res = await post(t, 'auth/google-login', { google_auth_token: 'x.y.z' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Google sign-in is not enabled on this server.');
  });
});
