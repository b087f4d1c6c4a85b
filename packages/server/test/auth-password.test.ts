// @scaled-too: mail (SMTP)
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
import { readOutbox } from './helpers/outbox';

/** Forgotten and changed passwords: security checks 8, 9, 10. */
let clock = Date.now();
let t: TestApp;
const FORM = 'http://localhost:3000/reset-password';
const NEW_PASSWORD = 'Brand-New-Pass-7';

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
});
afterAll(() => t.close());

const requestReset = (email: string, url = FORM) =>
  post(t, 'auth/reset-password-request', { email, reset_form_url: url });

async function resetToken(email: string): Promise<string> {
  const mails = (await readOutbox(t, email)).filter((m) => /Reset your/.test(m.subject ?? ''));
  const link = (mails.at(-1)?.text ?? '').match(/http:\/\/\S+/g)?.at(-1);
  if (!link) throw new Error('no reset mail');
  expect(link.startsWith(`${FORM}?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

const reset = (token: string, password = NEW_PASSWORD) =>
  post(t, 'auth/reset-password', { new_password: password, pass_reset_token: token });

describe('auth/reset-password-request', () => {
  it('check 8: answers identically for an existing and an unknown email; mails only the existing one', async () => {
    const s = await signedInUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await requestReset(s.email);
    const unknown = await requestReset(ghost);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await readOutbox(t, ghost)).toHaveLength(0);
    const mails = (await readOutbox(t, s.email)).filter((m) => /Reset your/.test(m.subject ?? ''));
    expect(mails).toHaveLength(1);
    expect(mails[0].html).toContain('CastMyScript');
  });

  it('refuses a reset form on a foreign origin with 400', async () => {
    const res = await requestReset(uniqueEmail(), 'https://evil.example/reset-password');
    expect(res.status).toBe(400);
  });
});

describe('auth/reset-password', () => {
  it('check 9: a reset token is single use', async () => {
    const s = await signedInUser(t);
    await requestReset(s.email);
    const token = await resetToken(s.email);
    expect((await reset(token)).status).toBe(200);
    expect((await reset(token, 'Third-Pass-word-3')).status).toBe(400);
    await login(t, s.email, NEW_PASSWORD);
  });

  it('check 9: a reset token expires after 60 minutes', async () => {
    const s = await signedInUser(t);
    await requestReset(s.email);
    const token = await resetToken(s.email);
    clock += 60 * 60 * 1000 + 1;
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid or has expired/);
    await login(t, s.email, PASSWORD);
  });

  it('check 9: a newer reset token kills the older one', async () => {
    const s = await signedInUser(t);
    await requestReset(s.email);
    const older = await resetToken(s.email);
    await requestReset(s.email);
    const newer = await resetToken(s.email);
    expect(newer).not.toBe(older);
    expect((await reset(older)).status).toBe(400);
    expect((await reset(newer)).status).toBe(200);
  });

  it('check 10: after a reset every earlier refresh and access token gets 401 and a "password changed" mail is sent', async () => {
    const s = await signedInUser(t);
    const other = await login(t, s.email);
    await requestReset(s.email);
    expect((await reset(await resetToken(s.email))).status).toBe(200);
    for (const session of [s, other]) {
      expect((await get(t, 'users/me', session.access)).status).toBe(401);
      expect((await post(t, 'auth/refresh-token', undefined, session.refresh)).status).toBe(401);
    }
    const changed = (await readOutbox(t, s.email)).filter((m) =>
      /password was changed/.test(m.subject ?? ''),
    );
    expect(changed).toHaveLength(1);
    expect((await post(t, 'auth/login', { email: s.email, password: PASSWORD })).status).toBe(401);
    await login(t, s.email, NEW_PASSWORD);
  });
});

describe('users/update-password', () => {
  it('answers 400 "Current password is incorrect" for a wrong old password', async () => {
    const s = await signedInUser(t);
    const res = await post(
      t,
      'users/update-password',
      { old_password: 'Not-The-Password-1', new_password: NEW_PASSWORD },
      s.access,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: 'Current password is incorrect' });
  });

  it('check 10: after a change other sessions get 401, the caller gets fresh tokens, and a mail is sent', async () => {
    const s = await signedInUser(t);
    const other = await login(t, s.email);
    const res = await post(
      t,
      'users/update-password',
      { old_password: PASSWORD, new_password: NEW_PASSWORD },
      s.access,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully');
    for (const session of [s, other]) {
      expect((await get(t, 'users/me', session.access)).status).toBe(401);
      expect((await post(t, 'auth/refresh-token', undefined, session.refresh)).status).toBe(401);
    }
    expect((await get(t, 'users/me', res.body.data.access_token)).status).toBe(200);
    expect(
      (await post(t, 'auth/refresh-token', undefined, res.body.data.refresh_token)).status,
    ).toBe(200);
    const changed = (await readOutbox(t, s.email)).filter((m) =>
      /password was changed/.test(m.subject ?? ''),
    );
    expect(changed).toHaveLength(1);
    await login(t, s.email, NEW_PASSWORD);
  });
});
