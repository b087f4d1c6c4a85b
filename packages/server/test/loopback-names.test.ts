import { readOutbox } from './helpers/outbox';
import { post, RELAXED_LIMITS, signedInUser } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { pngOf, presign, putSigned } from './helpers/avatar';

/**
 * The embedded default with no PUBLIC_URL (Polish issue, item 1): every loopback name of the
 * served port is the same app. Opened at 127.0.0.1, a password reset form and an avatar upload
 * work as they do at localhost; with PUBLIC_URL set, nothing changes.
 */
let t: TestApp;
let pinned: TestApp;
beforeAll(async () => {
  // PUBLIC_URL: undefined clears the test default, as `npm start` runs with none.
  t = await startApp(
    { ...RELAXED_LIMITS, PUBLIC_URL: undefined as unknown as string },
    {},
    undefined,
    'embedded',
  );
  pinned = await startApp(RELAXED_LIMITS, {}, undefined, 'embedded');
});
afterAll(async () => {
  await t.close();
  await pinned.close();
});

const port = () => t.config.port;

it.each(['127.0.0.1', 'localhost', '[::1]'])(
  'a reset form at %s is accepted and the mailed link points there',
  async (host) => {
    const s = await signedInUser(t);
    const form = `http://${host}:${port()}/reset-password`;
    const res = await post(t, 'auth/reset-password-request', {
      email: s.email,
      reset_form_url: form,
    });
    expect(res.status).toBe(200);
    const mail = (await readOutbox(t, s.email)).filter((m) => /Reset your/.test(m.subject ?? ''));
    expect(mail.at(-1)?.text).toContain(`${form}?token=`);
  },
);

it('a reset form on another port or host is still refused', async () => {
  const s = await signedInUser(t);
  for (const form of [
    `http://127.0.0.1:${port() + 1}/reset-password`,
    'http://evil.test/reset-password',
  ]) {
    const res = await post(t, 'auth/reset-password-request', {
      email: s.email,
      reset_form_url: form,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('reset_form_url must be an address of this app.');
  }
});

it('signed upload URLs are relative, so the browser sends them to the name it is on', async () => {
  const s = await signedInUser(t);
  const bytes = pngOf();
  const signed = await presign(t, s, bytes.length);
  expect(signed.status).toBe(200);
  expect(signed.body.data.url).toMatch(/^\/api\/v1\/files\//);
  expect((await putSigned(t, signed.body.data.url, bytes)).status).toBe(200);
});

it('CORS answers every loopback name of the port, and no other origin', async () => {
  for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
    const origin = `http://${host}:${port()}`;
    const res = await t.http('/api/v1/health', { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  }
  const other = await t.http('/api/v1/health', { headers: { origin: 'http://evil.test' } });
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
});

it('with PUBLIC_URL set, links stay absolute and other loopback names stay refused', async () => {
  const s = await signedInUser(pinned);
  const signed = await presign(pinned, s, 64);
  expect(signed.body.data.url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/files\//);
  const res = await post(pinned, 'auth/reset-password-request', {
    email: s.email,
    reset_form_url: `http://127.0.0.1:${pinned.config.port}/reset-password`,
  });
  expect(res.status).toBe(400);
});
