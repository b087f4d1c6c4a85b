import { sql } from 'drizzle-orm';

import {
  get,
  login,
  PASSWORD,
  post,
  RELAXED_LIMITS,
  signedInUser,
  uniqueEmail,
} from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';

/** Sign-in and refresh-token rotation: security checks 6, 11, 12, 13. */
let t: TestApp;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
});
afterAll(() => t.close());

const refresh = (token: string) => post(t, 'auth/refresh-token', undefined, token);

describe('auth/login', () => {
  it('answers the tokens and the email', async () => {
    const s = await signedInUser(t);
    const res = await post(t, 'auth/login', { email: s.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      email: s.email,
    });
    expect((await get(t, 'users/me', res.body.data.access_token)).body.data.email).toBe(s.email);
  });

  it('check 6: unknown email and wrong password give the same status and body, and the dummy hash is verified', async () => {
    const s = await signedInUser(t);
    const verify = jest.spyOn(t.deps.hasher, 'verify');
    try {
      const unknown = await post(t, 'auth/login', {
        email: uniqueEmail('ghost'),
        password: PASSWORD,
      });
      expect(verify).toHaveBeenCalledWith(t.deps.hasher.dummyHash, PASSWORD);
      const wrong = await post(t, 'auth/login', { email: s.email, password: 'Wrong-Password-1' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toEqual({ status: 'error', message: 'Invalid email or password.' });
    } finally {
      verify.mockRestore();
    }
  });

  // Check 6's timing, by its cause rather than a stopwatch (timings are noise on shared machines):
  // the cost of a login is its argon2 verify, and both refusals pay exactly one.
  it('check 6: unknown email and wrong password each pay one password verify', async () => {
    const s = await signedInUser(t);
    const verify = jest.spyOn(t.deps.hasher, 'verify');
    try {
      for (const email of [s.email, uniqueEmail('ghost')]) {
        verify.mockClear();
        await post(t, 'auth/login', { email, password: 'Wrong-Password-1' });
        expect(verify).toHaveBeenCalledTimes(1);
      }
    } finally {
      verify.mockRestore();
    }
  });
});

describe('auth/refresh-token', () => {
  it('check 11: rotates: a new refresh token comes back and the old one is rejected', async () => {
    const s = await signedInUser(t);
    const first = await refresh(s.refresh);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(first.body.data.refresh_token).not.toBe(s.refresh);
    expect((await get(t, 'users/me', first.body.data.access_token)).status).toBe(200);
    expect((await refresh(s.refresh)).status).toBe(401);
  });

  it('check 12: reusing a refresh token revokes its family, newest included; another device keeps working', async () => {
    const s = await signedInUser(t);
    const other = await login(t, s.email);
    const rotated = (await refresh(s.refresh)).body.data.refresh_token as string;
    const newest = (await refresh(rotated)).body.data.refresh_token as string;
    // The first token shows up again: someone copied it.
    const reuse = await refresh(s.refresh);
    expect(reuse.status).toBe(401);
    expect((await refresh(newest)).status).toBe(401);
    const otherDevice = await refresh(other.refresh);
    expect(otherDevice.status).toBe(200);
  });

  it('check 13: the refresh-token table holds only SHA-256 hashes', async () => {
    const s = await signedInUser(t);
    const rotated = (await refresh(s.refresh)).body.data.refresh_token as string;
    const { rows } = (await t.deps.database.db.execute(
      sql`select * from refresh_tokens`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(s.refresh);
    expect(dump).not.toContain(rotated);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(String(r.token_hash)))).toBe(true);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'created_at',
        'expires_at',
        'family_id',
        'id',
        'revoked_at',
        'token_hash',
        'used_at',
        'user_id',
      ].sort(),
    );
  });

  it('answers 401 "Missing refresh token" without a bearer', async () => {
    const res = await post(t, 'auth/refresh-token');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing refresh token');
  });
});
