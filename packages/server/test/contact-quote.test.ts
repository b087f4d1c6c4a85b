import { login, post, RELAXED_LIMITS, signedInUser } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';

/**
 * Security check "Input, logs, metrics and mail" 6 (docs/security.md): anyone can type a verified
 * user's address into the contact form, so the acknowledgement quotes the sender's words only
 * when the sender is signed in as that address; otherwise it is the fixed text with no link.
 * The support inbox always gets the whole message.
 */
let clock = Date.now();
let t: TestApp;
const SUPPORT = 'help@castmyscript.test';
const WORDS = 'Your account is locked. Unlock it at https://claim.example/unlock?id=7';

beforeAll(async () => {
  t = await startApp({ ...RELAXED_LIMITS, SUPPORT_EMAIL: SUPPORT }, { now: () => clock });
});
afterAll(() => t.close());

const contact = (email: string, message: string, access?: string) =>
  post(
    t,
    'users/contact-us',
    { name: 'Your bank', email, phone: '01234567890', subject: 'Urgent', message },
    access,
  );

const lastAck = async (email: string) =>
  (await readOutbox(t, email))
    .filter((m) => /We received your message/.test(m.subject ?? ''))
    .at(-1)!;

const expectFixedText = (mail: { text?: string; html?: string | false }) => {
  for (const part of [mail.text ?? '', mail.html || '']) {
    expect(part).not.toMatch(/claim\.example|Your bank|locked|Message \d/);
    expect(part).not.toMatch(/https?:\/\//);
  }
};

const supportGot = async (text: string) =>
  (await readOutbox(t, SUPPORT)).some((m) => m.text?.includes(text));

it("to a verified user's address typed by someone not signed in: nothing quoted, support gets it all", async () => {
  const victim = await signedInUser(t);
  const message = `${WORDS} Message 1`;
  expect((await contact(victim.email, message)).status).toBe(200);
  expectFixedText(await lastAck(victim.email));
  expect(await supportGot(message)).toBe(true);
});

it('signed in as another user, or with a token no longer valid: nothing quoted', async () => {
  const victim = await signedInUser(t);
  const other = await signedInUser(t);
  expect((await contact(victim.email, `${WORDS} Message 2`, other.access)).status).toBe(200);
  expectFixedText(await lastAck(victim.email));
  const stale = await login(t, victim.email);
  clock += 16 * 60 * 1000;
  expect((await contact(victim.email, `${WORDS} Message 3`, stale.access)).status).toBe(200);
  expectFixedText(await lastAck(victim.email));
  expect(await supportGot(`${WORDS} Message 3`)).toBe(true);
});

it('signed in as the address (any case): the copy quotes the words, greeted by the account name', async () => {
  const s = await signedInUser(t);
  const message = 'My audio stopped halfway through scene two.';
  expect((await contact(s.email.toUpperCase(), message, s.access)).status).toBe(200);
  const ack = (await readOutbox(t, s.email.toUpperCase())).at(-1) ?? (await lastAck(s.email));
  expect(ack.text).toContain(message);
  expect(ack.text).toContain('Hello Ada Writer,');
  expect(ack.text).not.toContain('Your bank');
});
