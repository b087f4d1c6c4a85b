import { login, PASSWORD, post, signedInUser, uniqueEmail } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';

/** security check 14 with small, configured limits. */
let clock = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await startApp(
    { AUTH_RATE_LIMIT_MAX: '3', LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '6' },
    { now: () => clock },
  );
});
afterAll(() => t.close());

const failLogin = (email: string) => post(t, 'auth/login', { email, password: 'Wrong-Password-1' });

const expect429 = (res: { status: number; headers: Headers; body: { status: string } }) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.body.status).toBe('error');
};

describe('check 14: rate limits', () => {
  it('check 14: repeated failed logins on one account get 429 with Retry-After, even with the right password', async () => {
    const s = await signedInUser(t);
    for (let i = 0; i < 3; i++) expect((await failLogin(s.email)).status).toBe(401);
    const blocked = await post(t, 'auth/login', { email: s.email, password: PASSWORD });
    expect429(blocked);
    expect(blocked.body).toMatchObject({ data: { retry_after_s: expect.any(Number) } });
    // The window passes: the account may sign in again.
    clock += 15 * 60 * 1000 + 1000;
    await login(t, s.email);
  });

  it('check 14: repeated failed logins from one IP get 429 across accounts', async () => {
    clock += 15 * 60 * 1000 + 1000;
    for (let i = 0; i < 6; i++)
      expect((await failLogin(uniqueEmail(`spray${i}`))).status).toBe(401);
    expect429(await failLogin(uniqueEmail('spray-next')));
  });

  it('check 14: register is limited per IP', async () => {
    // signedInUser above registered once; two more fit in the limit of 3.
    for (let i = 0; i < 2; i++) {
      const res = await post(t, 'auth/register', {
        username: `ab-${i}`,
        name: 'Ab',
        email: uniqueEmail(),
        password: PASSWORD,
      });
      expect(res.status).toBe(201);
    }
    expect429(
      await post(t, 'auth/register', {
        username: 'ab-limited',
        name: 'Ab',
        email: uniqueEmail(),
        password: PASSWORD,
      }),
    );
  });

  it.each([
    [
      'auth/reset-password-request',
      () => ({ email: uniqueEmail(), reset_form_url: 'http://localhost:3000/reset-password' }),
    ],
    ['auth/resend-verification', () => ({ email: uniqueEmail() })],
    [
      'users/contact-us',
      () => ({
        name: 'Ann',
        email: uniqueEmail(),
        phone: '01234567890',
        message: `Hi ${Math.random()}`,
      }),
    ],
  ])('check 14: %s is limited per IP', async (path, body) => {
    for (let i = 0; i < 3; i++) expect((await post(t, path, body())).status).toBeLessThan(400);
    expect429(await post(t, path, body()));
  });
});
