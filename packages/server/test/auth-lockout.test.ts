import { login, PASSWORD, post, signedInUser } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { postFrom } from './helpers/client-address';
import { readOutbox } from './helpers/outbox';

/**
 * security check 47: the failed-sign-in lock is per account and client, and a password reset
 * ends it. The owner signs in from 127.0.0.1; the other client connects from 127.0.0.2.
 */
const clock = Date.now();
let t: TestApp;
const ELSEWHERE = '127.0.0.2';
const FORM = 'http://localhost:3000/reset-password';
const NEW_PASSWORD = 'Brand-New-Pass-7';

beforeAll(async () => {
  t = await startApp(
    { AUTH_RATE_LIMIT_MAX: '1000', LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    { now: () => clock },
  );
});
afterAll(() => t.close());

const wrong = { password: 'Wrong-Password-1' };

async function resetBy(email: string, newPassword: string) {
  await post(t, 'auth/reset-password-request', { email, reset_form_url: FORM });
  const mail = (await readOutbox(t, email))
    .filter((m) => /Reset your/.test(m.subject ?? ''))
    .at(-1);
  const link = (mail?.text ?? '').match(/http:\/\/\S+/g)?.at(-1) ?? '';
  const token = new URL(link).searchParams.get('token')!;
  const done = await post(t, 'auth/reset-password', {
    new_password: newPassword,
    pass_reset_token: token,
  });
  expect(done.status).toBe(200);
}

describe('security check 47: failed-sign-in lock', () => {
  it('security check 47: guesses from another client lock that client, not the owner', async () => {
    const s = await signedInUser(t);
    for (let i = 0; i < 3; i++) {
      expect(
        (await postFrom(t, ELSEWHERE, 'auth/login', { email: s.email, ...wrong })).status,
      ).toBe(401);
    }
    const blocked = await postFrom(t, ELSEWHERE, 'auth/login', {
      email: s.email,
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    // The owner, on their own device, signs in as usual.
    await login(t, s.email);
  });

  it('security check 47: a password reset ends the lock', async () => {
    const s = await signedInUser(t);
    for (let i = 0; i < 3; i++) {
      expect((await post(t, 'auth/login', { email: s.email, ...wrong })).status).toBe(401);
    }
    expect((await post(t, 'auth/login', { email: s.email, password: PASSWORD })).status).toBe(429);
    await resetBy(s.email, NEW_PASSWORD);
    // Same client, same 15-minute window: the new password works at once.
    await login(t, s.email, NEW_PASSWORD);
  });
});
