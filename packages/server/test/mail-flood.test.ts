import { post, register, signedInUser, uniqueEmail } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { postFrom } from './helpers/client-address';
import { readOutbox } from './helpers/outbox';

/**
 * Security check "Input, logs, metrics and mail" 5 (docs/security.md): however many client
 * addresses ask, one email address gets at most MAIL_MAX_PER_RECIPIENT mails an hour of those
 * anyone can cause (reset links, verification links, "someone tried to register", contact
 * acknowledgements), counted together; the answers stay exactly those for an address without an
 * account, so the cap tells nothing. Per-client limits stay at their defaults here: each request
 * comes from a loopback address of its own, as from many machines.
 */
const MAX = 5;
const HOUR_MS = 60 * 60 * 1000;
const FORM = 'http://localhost:3000/reset-password';
let clock = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await startApp(
    { MAIL_MAX_PER_RECIPIENT: String(MAX), CONTACT_MAX_PER_EMAIL: '1000' },
    { now: () => clock },
  );
});
afterAll(() => t.close());

let client = 0;
/** The next client address: 127.0.1.1, 127.0.1.2, … */
const nextClient = () => {
  client += 1;
  return `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}`;
};
const fromAnyone = (path: string, body: unknown) => postFrom(t, nextClient(), path, body);

const mailsTo = async (email: string, subject?: RegExp) =>
  (await readOutbox(t, email)).filter((m) => !subject || subject.test(m.subject ?? ''));

it('50 reset requests in a minute from 50 clients: 5 mails, and the same 50 answers as for no account', async () => {
  const owner = (await signedInUser(t)).email;
  const ghost = uniqueEmail('ghost');
  const reset = (email: string) =>
    fromAnyone('auth/reset-password-request', { email, reset_form_url: FORM });
  const known = [];
  const unknown = [];
  for (let i = 0; i < 50; i++) {
    known.push(await reset(owner));
    unknown.push(await reset(ghost));
  }
  expect(new Set(known.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(known[0].status).toBe(200);
  expect(unknown).toEqual(known);
  // The verification mail of the sign-up counted too: it came within the hour.
  expect(await mailsTo(owner, /Reset your/)).toHaveLength(MAX - 1);
  expect(await mailsTo(owner)).toHaveLength(MAX);
  expect(await mailsTo(ghost)).toHaveLength(0);
  // The hour passes: the owner can be sent a link again.
  clock += HOUR_MS + 1;
  expect((await reset(owner)).status).toBe(200);
  expect(await mailsTo(owner, /Reset your/)).toHaveLength(MAX);
});

it('sign-ups with a taken address mail its owner 5 times an hour at most, each answered as a new one', async () => {
  const owner = (await signedInUser(t)).email;
  const attempt = (email: string, n: number) =>
    fromAnyone('auth/register', {
      username: `flood-${process.pid}-${client}-${n}`,
      name: 'Someone',
      email,
      password: 'Other-Password-8',
    });
  for (let n = 0; n < 12; n++) {
    const taken = await attempt(owner, n);
    const fresh = await attempt(uniqueEmail('fresh'), n);
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    expect(taken.body.message).toBe(fresh.body.message);
    expect(Object.keys(taken.body.data!).sort()).toEqual(Object.keys(fresh.body.data!).sort());
  }
  expect(await mailsTo(owner, /Sign-up attempt/)).toHaveLength(MAX - 1);
  expect(await mailsTo(owner)).toHaveLength(MAX);
});

it('an unverified address signed up again and again: 5 verification mails an hour at most', async () => {
  const email = await register(t, uniqueEmail('pending'));
  for (let n = 0; n < 8; n++) {
    const res = await fromAnyone('auth/register', {
      username: `again-${process.pid}-${client}-${n}`,
      name: 'Someone',
      email,
      password: 'Other-Password-8',
    });
    expect(res.status).toBe(201);
  }
  expect(await mailsTo(email, /Verify your email/)).toHaveLength(MAX);
});

it('contact acknowledgements count with the rest; support still gets every message', async () => {
  const support = t.config.supportEmail;
  const owner = (await signedInUser(t)).email;
  // One reset and one sign-up attempt: with the verification mail, three of the five.
  await fromAnyone('auth/reset-password-request', { email: owner, reset_form_url: FORM });
  await fromAnyone('auth/register', {
    username: `contact-${process.pid}-${client}`,
    name: 'Someone',
    email: owner,
    password: 'Other-Password-8',
  });
  const before = (await mailsTo(support)).length;
  for (let n = 0; n < 6; n++) {
    const res = await fromAnyone('users/contact-us', {
      name: 'Pat',
      email: owner,
      phone: '01234567890',
      message: `Message number ${n} about my audio.`,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email sent successfully');
  }
  expect(await mailsTo(owner, /We received your message/)).toHaveLength(2);
  expect(await mailsTo(owner)).toHaveLength(MAX);
  expect((await mailsTo(support)).length - before).toBe(6);
  // Plain post from the test's own address: the cap is the address's, not the client's.
  expect(
    (await post(t, 'auth/reset-password-request', { email: owner, reset_form_url: FORM })).status,
  ).toBe(200);
  expect(await mailsTo(owner)).toHaveLength(MAX);
});
