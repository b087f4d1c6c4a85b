import { post, RELAXED_LIMITS, uniqueEmail } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/outbox';

/** users/contact-us and users/notify-me. */
let clock = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await startApp(
    { ...RELAXED_LIMITS, SUPPORT_EMAIL: 'help@castmyscript.test' },
    { now: () => clock },
  );
});
afterAll(() => t.close());

const message = (email: string, text = 'My audio stopped halfway.') => ({
  name: 'Ann Lee',
  email,
  phone: '01234567890',
  subject: 'Playback',
  message: text,
});

describe('users/contact-us', () => {
  it('stores the message, mails the support inbox and a copy to the sender', async () => {
    const email = uniqueEmail('contact');
    const res = await post(t, 'users/contact-us', message(email));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email sent successfully');
    const [support] = (await readOutbox(t, 'help@castmyscript.test')).filter((m) =>
      m.text?.includes(email),
    );
    expect(support.text).toContain('My audio stopped halfway.');
    expect(support.html).toContain('CastMyScript');
    expect(await readOutbox(t, email)).toHaveLength(1);
  });

  it('answers 409 for the same message from the same email within 10 minutes, not after', async () => {
    const email = uniqueEmail('contact');
    expect((await post(t, 'users/contact-us', message(email))).status).toBe(200);
    const again = await post(t, 'users/contact-us', message(email));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An email has already been sent. Please check your inbox.');
    expect((await post(t, 'users/contact-us', message(email, 'Something else'))).status).toBe(200);
    clock += 10 * 60 * 1000 + 1;
    expect((await post(t, 'users/contact-us', message(email))).status).toBe(200);
  });

  it('escapes HTML from the sender in the support mail', async () => {
    const email = uniqueEmail('contact');
    await post(t, 'users/contact-us', message(email, '<img src=x onerror=alert(1)>'));
    const [support] = (await readOutbox(t, 'help@castmyscript.test')).filter((m) =>
      m.text?.includes(email),
    );
    expect(support.html).not.toContain('<img src=x');
  });
});

describe('users/notify-me', () => {
  it('answers 201 the first time and 200 for a repeat', async () => {
    const email = uniqueEmail('notify');
    const first = await post(t, 'users/notify-me', { email });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thanks! We will let you know.');
    const again = await post(t, 'users/notify-me', { email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('You are already on the list.');
  });
});
