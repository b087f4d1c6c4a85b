import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

import {
  get,
  PASSWORD,
  post,
  register,
  RELAXED_LIMITS,
  uniqueEmail,
  verificationToken,
} from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';

/** Google sign-in against a JWKS served by this test: security checks 15, 16, 17. */
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
  const { port } = jwksServer.address() as AddressInfo;
  t = await startApp({
    ...RELAXED_LIMITS,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => jwksServer.close(r));
});

type Claims = {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  aud?: string;
  iss?: string;
  exp?: number;
};

async function idToken(claims: Claims = {}, opts: { key?: CryptoKey; kid?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email ?? uniqueEmail('g'),
    email_verified: claims.email_verified ?? true,
    name: 'Grace Google',
  })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1', typ: 'JWT' })
    .setSubject(claims.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(opts.key ?? key);
}

const googleLogin = (token: string) => post(t, 'auth/google-login', { google_auth_token: token });

describe('check 15: Google ID tokens', () => {
  it('check 15: a valid ID token signs in, creating the account once, keyed by sub', async () => {
    const email = uniqueEmail('g');
    const first = await googleLogin(
      await idToken({ sub: 'sub-123', email, iss: 'accounts.google.com' }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      email,
    });
    const me = await get(t, 'users/me', first.body.data.access_token);
    expect(me.body.data).toMatchObject({ email, full_name: 'Grace Google' });
    const again = await googleLogin(await idToken({ sub: 'sub-123', email }));
    expect(again.body.data.email).toBe(email);
  });

  it.each([
    ['wrong aud', () => idToken({ aud: 'someone-else' })],
    ['wrong iss', () => idToken({ iss: 'https://evil.example' })],
    ['expired', () => idToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['bad signature', () => idToken({}, { key: otherKey })],
    ['unknown kid', () => idToken({}, { kid: 'k-unknown' })],
  ])('check 15: %s gets 401', async (_name, make) => {
    const res = await googleLogin(await make());
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
  });
});

describe('check 16: unverified emails and non-JWT tokens', () => {
  it('check 16: email_verified false gets 401', async () => {
    const res = await googleLogin(await idToken({ email_verified: false }));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your Google email address is not verified.');
  });

  it('check 16: a Google access token (not a JWT) gets 401', async () => {
    const res = await googleLogin('ya29.a0AfH6SMBx-not-a-jwt-at-all');
    expect([400, 401]).toContain(res.status);
  });
});

describe('check 17: an unverified password account with the same email', () => {
  it('check 17: Google sign-in leaves neither its password nor its verification link usable', async () => {
    const email = uniqueEmail('squat');
    await register(t, email, PASSWORD);
    const pendingLink = await verificationToken(t, email);
    const res = await googleLogin(await idToken({ email }));
    expect(res.status).toBe(200);
    expect((await post(t, 'auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await get(t, `auth/verify-email/${pendingLink}`)).status).toBe(400);
    expect((await get(t, 'users/me', res.body.data.access_token)).body.data.email).toBe(email);
  });

  it('links Google to a verified password account with the same email, keeping the password', async () => {
    const email = uniqueEmail('both');
    await register(t, email, PASSWORD);
    await get(t, `auth/verify-email/${await verificationToken(t, email)}`);
    expect((await googleLogin(await idToken({ email }))).status).toBe(200);
    expect((await post(t, 'auth/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
