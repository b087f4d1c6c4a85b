import { sql } from 'drizzle-orm';

import {
  login,
  PASSWORD,
  post,
  register,
  RELAXED_LIMITS,
  signedInUser,
  uniqueEmail,
  usernameOf,
} from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';

/**
 * security check 46: sign-up and reset requests do not tell whether an email has an account.
 * Reset work is held here (the mail schedule override) to see the answer go out before it.
 */
const clock = Date.now();
let t: TestApp;
const held: (() => void)[] = [];
const FORM = 'http://localhost:3000/reset-password';

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, {
    now: () => clock,
    mailSchedule: (run) => void held.push(run),
  });
});
afterAll(async () => {
  held.splice(0).forEach((run) => run());
  await t.close();
});

// Each attempt under a user name of its own: a taken user name is refused first (check 48), the
// same for any address, so it must not stand in the way of what is tested here.
let attempts = 0;
const signUp = (email: string, password = 'Other-Password-8') =>
  post(t, 'auth/register', {
    username: `someone-${++attempts}`,
    name: 'Someone Else',
    email,
    password,
  });

/** Waits for `done`, turn by turn of the event loop, for at most a few thousand turns. */
async function until(done: () => boolean) {
  for (let turn = 0; !done(); turn++) {
    if (turn > 5000) throw new Error('the deferred work was never scheduled');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const resetTokens = async (email: string) => {
  const result = (await t.deps.database.db.execute(
    sql`select count(*)::int as n from email_tokens e join users u on u.id = e.user_id
        where u.email = ${email} and e.purpose = 'reset'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
};

describe('security check 46: auth/register with a taken email', () => {
  it('security check 46: answers exactly like a new registration and mails the owner', async () => {
    const owner = await signedInUser(t);
    const fresh = await signUp(uniqueEmail('fresh'));
    const taken = await signUp(owner.email);
    expect(taken.status).toBe(201);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message).toBe(fresh.body.message);
    expect(Object.keys(taken.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
    expect(taken.body.data.email).toBe(owner.email);
    expect(Date.parse(taken.body.data.verification_expires_at) - clock).toBe(24 * 3600 * 1000);

    const mails = await readOutbox(t, owner.email);
    const notice = mails.filter((m) => /Sign-up attempt/.test(m.subject ?? ''));
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain('Hello Ada Writer,');
    expect(notice[0].text).toContain('http://localhost:3000/sign-in');
    expect(notice[0].text).toContain('http://localhost:3000/forgot-password');
    // No second verification link, and the account is untouched.
    expect(mails.filter((m) => /Verify your email/.test(m.subject ?? ''))).toHaveLength(1);
    await login(t, owner.email, PASSWORD);
    expect(
      (await post(t, 'auth/login', { email: owner.email, password: 'Other-Password-8' })).status,
    ).toBe(401);
  });

  it('security checks 46 and 48: a taken user name is refused alike for a taken and a new address', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const body = (email: string) => ({
      username: usernameOf(other.email),
      name: 'Someone Else',
      email,
      password: 'Other-Password-8',
    });
    const taken = await post(t, 'auth/register', body(owner.email));
    const fresh = await post(t, 'auth/register', body(uniqueEmail('fresh')));
    expect([taken.status, fresh.status]).toEqual([409, 409]);
    expect(taken.body).toEqual(fresh.body);
  });

  it('security check 46: an unverified sign-up is still replaced by the newest one', async () => {
    const email = await register(t, uniqueEmail('pending'), 'First-Password-1');
    expect((await signUp(email, 'Second-Password-2')).status).toBe(201);
    const subjects = (await readOutbox(t, email)).map((m) => m.subject);
    expect(subjects.filter((s) => /Verify your email/.test(s ?? ''))).toHaveLength(2);
    expect(subjects.some((s) => /Sign-up attempt/.test(s ?? ''))).toBe(false);
  });
});

describe('security check 46: auth/reset-password-request', () => {
  it('security check 46: answers before looking the email up; the token and mail come after', async () => {
    const s = await signedInUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await post(t, 'auth/reset-password-request', {
      email: s.email,
      reset_form_url: FORM,
    });
    const unknown = await post(t, 'auth/reset-password-request', {
      email: ghost,
      reset_form_url: FORM,
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // Both answers are out and neither request has done its work: no reset token exists yet.
    expect(await resetTokens(s.email)).toBe(0);
    // Each left the same work waiting (its reply's close event may come a moment after the answer).
    await until(() => held.length === 2);
    held.splice(0).forEach((run) => run());
    const resets = (await readOutbox(t, s.email)).filter((m) => /Reset your/.test(m.subject ?? ''));
    expect(resets).toHaveLength(1);
    expect(resets[0].text).toContain(`${FORM}?token=`);
    expect(await resetTokens(s.email)).toBe(1);
    expect(await readOutbox(t, ghost)).toHaveLength(0);
  });
});
