import { post, RELAXED_LIMITS, register, signedInUser, uniqueEmail } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';

/** security check 45: the contact form is no relay for someone else's words. */
let clock = Date.now();
let t: TestApp;
const SUPPORT = 'help@castmyscript.test';

beforeAll(async () => {
  t = await startApp(
    { ...RELAXED_LIMITS, SUPPORT_EMAIL: SUPPORT, CONTACT_MAX_PER_EMAIL: '2' },
    { now: () => clock },
  );
});
afterAll(() => t.close());

const PHISH_NAME = 'Your bank: visit http://claim.example/now';
const PHISH_TEXT = 'Your account is locked. Unlock it at https://claim.example/unlock?id=1';

const contact = (email: string, message = PHISH_TEXT, access?: string) =>
  post(
    t,
    'users/contact-us',
    { name: PHISH_NAME, email, phone: '01234567890', subject: 'Urgent: claim.example', message },
    access,
  );

const acknowledgements = async (email: string) =>
  (await readOutbox(t, email)).filter((m) => /We received your message/.test(m.subject ?? ''));

/** Nothing of what the sender typed, and nothing to click. */
const expectNothingQuoted = (mail: { text?: string; html?: string | false }) => {
  const html = mail.html || '';
  for (const part of [mail.text ?? '', html]) {
    expect(part).not.toMatch(/claim\.example|Your bank|locked/);
    expect(part).not.toMatch(/https?:\/\//);
  }
  expect(html).not.toMatch(/<a\s/i);
};

describe('security check 45: contact acknowledgements', () => {
  it('security check 45: to an address without an account, quotes nothing and links nowhere', async () => {
    const stranger = uniqueEmail('stranger');
    expect((await contact(stranger)).status).toBe(200);
    const [ack, ...more] = await acknowledgements(stranger);
    expect(more).toHaveLength(0);
    expectNothingQuoted(ack);
    // Support still gets the whole message.
    const inbox = (await readOutbox(t, SUPPORT)).filter((m) => m.text?.includes(stranger));
    expect(inbox[0].text).toContain(PHISH_TEXT);
  });

  it('security check 45: to an account not yet verified, quotes nothing either', async () => {
    const pending = await register(t, uniqueEmail('pending'));
    expect((await contact(pending)).status).toBe(200);
    const [ack] = await acknowledgements(pending);
    expectNothingQuoted(ack);
  });

  it('security check 45: a verified account signed in as the address gets its copy, greeted by its own name', async () => {
    const s = await signedInUser(t);
    expect((await contact(s.email, 'My audio stopped halfway.', s.access)).status).toBe(200);
    const [copy] = await acknowledgements(s.email);
    expect(copy.text).toContain('My audio stopped halfway.');
    expect(copy.text).toContain('Hello Ada Writer,');
    expect(copy.text).not.toContain(PHISH_NAME);
  });

  it('security check 45: limits messages per recipient address, whatever the client allowance', async () => {
    const victim = uniqueEmail('victim');
    // The per-IP allowance is relaxed here; the address allowance is 2 an hour.
    for (const n of [1, 2]) expect((await contact(victim, `${PHISH_TEXT} ${n}`)).status).toBe(200);
    const third = await contact(victim.toUpperCase(), `${PHISH_TEXT} 3`);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body.message).toBe(
      'Too many messages have been sent from this email address. Please try again later.',
    );
    expect(await acknowledgements(victim)).toHaveLength(2);
    // Another address is not affected, and the window passes.
    expect((await contact(uniqueEmail('other'))).status).toBe(200);
    clock += 60 * 60 * 1000 + 1;
    expect((await contact(victim, `${PHISH_TEXT} 4`)).status).toBe(200);
  });
});
