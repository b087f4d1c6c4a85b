import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

import { PASSWORD, post, signedInUser, uniqueEmail } from '../helpers/accounts';
import { startScaledApp, type TestApp } from '../helpers/app';
import { workerEnv } from './workers';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer (issue "Scale out"): this test's
 * app and `src/main.ts` in a Node process of its own. A client alternating between them gets one
 * allowance, not one per process: the limits are counted in the database.
 */
jest.setTimeout(120_000);

const repo = resolve(__dirname, '../../../..');
const LIMITS = {
  AUTH_RATE_LIMIT_MAX: '3',
  LOGIN_MAX_FAILURES: '3',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  RATE_LIMIT_MAX: '1000',
};

/** The worker's variables, and where the app is served from. */
const sharedEnv = (config: TestApp['config']): Record<string, string> => ({
  ...workerEnv(config),
  PUBLIC_URL: config.publicUrl,
  WEB_ROOT: config.webRoot,
});

type ApiProcess = { child: ChildProcess; base: string; exited: Promise<number | null> };

async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // Node itself with tsx's loader, so the PID the test ends is the API's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = await new Promise<string>((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) ready(match[1]);
    });
    child.once('exit', (code) =>
      fail(new Error(`API process exited with ${code} before listening`)),
    );
  });
  // Keep draining its request log so the pipe never fills up.
  child.stdout!.resume();
  return { child, base, exited };
}

let a: TestApp;
let b: ApiProcess | undefined;
/** Process B as a TestApp, so the account helpers can call it. */
let viaB: TestApp;

beforeAll(async () => {
  a = await startScaledApp(LIMITS);
  b = await startApiProcess({ ...sharedEnv(a.config), ...LIMITS });
  const base = b.base;
  viaB = {
    ...a,
    base,
    http: (path, init) => fetch(base + path, { redirect: 'manual', ...init }),
  };
});
afterAll(async () => {
  if (b && b.child.exitCode === null && b.child.signalCode === null) {
    b.child.kill('SIGTERM');
    await b.exited;
  }
  await a.close();
});

const expectTooMany = (res: { status: number; headers: Headers; body: unknown }) => {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ status: 'error', data: { retry_after_s: retryAfter } });
};

it('counts the global limit of a client once across both processes', async () => {
  const remaining = async (t: TestApp) =>
    Number((await t.http('/api/v1/health/live')).headers.get('x-ratelimit-remaining'));
  const seen = [
    await remaining(a),
    await remaining(viaB),
    await remaining(a),
    await remaining(viaB),
  ];
  expect(seen).toEqual([seen[0], seen[0] - 1, seen[0] - 2, seen[0] - 3]);
});

it("holds the contact form's limit across both processes together", async () => {
  const contact = (t: TestApp) =>
    post(t, 'users/contact-us', {
      name: 'Ann',
      email: uniqueEmail('contact'),
      phone: '01234567890',
      message: `Hello ${Math.random()}`,
    });
  expect((await contact(a)).status).toBe(200);
  expect((await contact(viaB)).status).toBe(200);
  expect((await contact(a)).status).toBe(200);
  // Three used in all: each process alone has seen fewer, yet both refuse the fourth.
  for (const t of [viaB, a]) {
    const refused = await contact(t);
    expectTooMany(refused);
    expect(refused.body.message).toMatch(/^Too many requests/);
  }
});

it('throttles failed sign-ins on one account across both processes', async () => {
  const s = await signedInUser(a);
  const fail = (t: TestApp) => post(t, 'auth/login', { email: s.email, password: 'Wrong-Pass-1' });
  expect((await fail(a)).status).toBe(401);
  expect((await fail(viaB)).status).toBe(401);
  expect((await fail(a)).status).toBe(401);
  // Even the right password waits, on either process.
  for (const t of [viaB, a]) {
    const blocked = await post(t, 'auth/login', { email: s.email, password: PASSWORD });
    expectTooMany(blocked);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
  }
});
