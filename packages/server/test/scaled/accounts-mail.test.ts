import { get, login, post, RELAXED_LIMITS, signedInUser, uniqueEmail } from '../helpers/accounts';
import { startScaledApp, type TestApp } from '../helpers/app';
import { readOutbox } from '../helpers/outbox';
import { scaledServers } from './stack';

/**
 * Account flows on the scaled stack: every mail leaves through SMTP (envelope, sender, links
 * intact), sessions and tokens live in PostgreSQL.
 */
let t: TestApp;
const FORM = 'http://localhost:3000/reset-password';
beforeAll(async () => {
  t = await startScaledApp({
    ...RELAXED_LIMITS,
    MAIL_FROM: 'CastMyScript <no-reply@castmyscript.test>',
    SUPPORT_EMAIL: 'help@castmyscript.test',
  });
});
afterAll(() => t.close());

it('signs up through a verification mail sent over SMTP', async () => {
  const s = await signedInUser(t);
  const [verification] = await readOutbox(t, s.email);
  expect(verification.subject).toMatch(/Verify your email/);
  expect(verification.from?.value[0].address).toBe('no-reply@castmyscript.test');
  const { smtp } = await scaledServers();
  expect(smtp.received.find((m) => m.to.includes(s.email))).toMatchObject({
    from: 'no-reply@castmyscript.test',
    to: [s.email],
  });
  expect((await get(t, 'users/me', s.access)).body.data.email).toBe(s.email);
});

it('resets a password through the mailed link, then mails the change', async () => {
  const s = await signedInUser(t);
  const requested = await post(t, 'auth/reset-password-request', {
    email: s.email,
    reset_form_url: FORM,
  });
  expect(requested.status).toBe(200);
  await t.deps.mailer.flush();
  const mail = (await readOutbox(t, s.email)).find((m) => /Reset your/.test(m.subject ?? ''));
  const link = mail?.text?.match(/http:\/\/\S+/g)?.at(-1) ?? '';
  expect(link.startsWith(`${FORM}?token=`)).toBe(true);
  const token = new URL(link).searchParams.get('token')!;
  const reset = await post(t, 'auth/reset-password', {
    new_password: 'Brand-New-Pass-7',
    pass_reset_token: token,
  });
  expect(reset.status).toBe(200);
  await expect(login(t, s.email, 'Brand-New-Pass-7')).resolves.toMatchObject({ email: s.email });
  const subjects = (await readOutbox(t, s.email)).map((m) => m.subject);
  expect(
    subjects.some((subject) => /password/i.test(subject ?? '') && !/Reset/.test(subject ?? '')),
  ).toBe(true);
});

it('mails a contact message to the support inbox', async () => {
  const email = uniqueEmail('contact');
  const res = await post(t, 'users/contact-us', {
    name: 'Ann Lee',
    email,
    phone: '01234567890',
    subject: 'Playback',
    message: 'My audio stopped halfway.',
  });
  expect(res.status).toBe(200);
  const support = (await readOutbox(t, 'help@castmyscript.test')).filter((m) =>
    m.text?.includes(email),
  );
  expect(support).toHaveLength(1);
  expect(support[0].text).toContain('My audio stopped halfway.');
});
