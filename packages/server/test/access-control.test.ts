import { decodeJwt, SignJWT } from 'jose';

import { get, login, post, RELAXED_LIMITS, type Session, signedInUser } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { OWNED_RESOURCES } from './helpers/ownership';
import { PROTECTED_ROUTES, type RouteCall } from './helpers/protected-routes';

/** security checks 1, 2 and 3 over every protected route and owned resource. */
let clock = Date.now();
let t: TestApp;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  alice = await signedInUser(t);
  bob = await signedInUser(t);
});
afterAll(() => t.close());

const call = async (route: RouteCall, authorization?: string) => {
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (route.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.http(route.path, {
    method: route.method,
    headers,
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
  return { status: res.status, body: await res.json() };
};

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Tokens that must never open a protected route, built against Alice's real claims. */
async function badTokens(): Promise<Record<string, string | undefined>> {
  const claims = decodeJwt(alice.access);
  const key = new TextEncoder().encode(t.config.jwtSecret);
  const sign = (payload: object, secret = key, aud = 'castmyscript-api') =>
    new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('castmyscript')
      .setAudience(aud)
      .sign(secret);
  const now = Math.floor(clock / 1000);
  return {
    missing: undefined,
    'not a bearer': `Basic ${Buffer.from('a:b').toString('base64')}`,
    malformed: 'Bearer not.a.jwt',
    expired: `Bearer ${await sign({ sub: claims.sub, typ: 'access', gen: claims.gen, iat: now - 3600, exp: now - 60 })}`,
    'alg none': `Bearer ${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ ...claims, exp: now + 600 })}.`,
    'wrong signature': `Bearer ${await sign(
      { sub: claims.sub, typ: 'access', gen: claims.gen, iat: now, exp: now + 600 },
      new TextEncoder().encode('x'.repeat(48)),
    )}`,
    'wrong audience': `Bearer ${await sign(
      { sub: claims.sub, typ: 'access', gen: claims.gen, iat: now, exp: now + 600 },
      key,
      'someone-else',
    )}`,
    'refresh token (check 3)': `Bearer ${alice.refresh}`,
  };
}

describe('check 2: bad access tokens get 401 on every protected route', () => {
  it('the table covers the routes and a good token opens them', async () => {
    expect(PROTECTED_ROUTES.length).toBeGreaterThanOrEqual(5);
    const me = await call(PROTECTED_ROUTES[0], `Bearer ${alice.access}`);
    expect(me.status).toBe(200);
  });

  it.each(PROTECTED_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'check 2: %s refuses missing, malformed, expired, alg:none, forged and wrong-audience tokens',
    async (_name, route) => {
      for (const [kind, header] of Object.entries(await badTokens())) {
        const res = await call(route, header);
        expect({ kind, status: res.status, envelope: res.body.status }).toEqual({
          kind,
          status: 401,
          envelope: 'error',
        });
      }
    },
  );
});

describe('check 3: access and refresh tokens cannot stand in for each other', () => {
  it('check 3: a refresh token used as an access token gets 401', async () => {
    expect((await get(t, 'users/me', alice.refresh)).status).toBe(401);
  });

  it('check 3: an access token sent to auth/refresh-token gets 401 and the session still works', async () => {
    const res = await post(t, 'auth/refresh-token', undefined, alice.access);
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
    expect((await post(t, 'auth/refresh-token', undefined, alice.refresh)).status).toBe(200);
  });

  it('check 2: an access token expires after its lifetime (~15 min)', async () => {
    const s = await signedInUser(t);
    expect((await get(t, 'users/me', s.access)).status).toBe(200);
    clock += 15 * 60 * 1000 + 1000;
    expect((await get(t, 'users/me', s.access)).status).toBe(401);
  });
});

describe('check 1: another user gets 404 for every resource of the owner', () => {
  it.each(OWNED_RESOURCES.map((r) => [r.name, r] as const))(
    'check 1: %s',
    async (_name, resource) => {
      // Fresh sessions: an earlier test moved the clock past the first ones' lifetime.
      alice = await login(t, alice.email);
      bob = await login(t, bob.email);
      const created = await resource.create(t, alice);
      for (const attempt of resource.attempts(created)) {
        const res = await call(attempt, `Bearer ${bob.access}`);
        expect({ path: attempt.path, status: res.status }).toEqual({
          path: attempt.path,
          status: 404,
        });
      }
      expect(await resource.intact(t, alice, created)).toBe(true);
      // Bob's own profile shows nothing of Alice's.
      const me = await get(t, 'users/me', bob.access);
      expect(me.body.data.email).toBe(bob.email);
      expect(me.body.data.profile_picture_url).toBeNull();
    },
  );
});

describe('check 40: CORS on the accounts calls', () => {
  it('check 40: auth/login answers CORS only to a configured origin, never *', async () => {
    const preflight = (origin: string) =>
      t.http('/api/v1/auth/login', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const good = await preflight('http://localhost:3000');
    expect(good.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(good.headers.get('access-control-allow-credentials')).toBe('true');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
