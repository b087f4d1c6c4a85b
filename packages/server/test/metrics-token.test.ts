import { startApp, type TestApp } from './helpers/app';

/**
 * Security check "Input, logs, metrics and mail" 4 (docs/security.md): `/metrics` describes the
 * deployment (routes, queue, memory), so it answers only a bearer METRICS_TOKEN, and is off (404)
 * when no token is set, from any client address, loopback included.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

const metrics = (t: TestApp, authorization?: string) =>
  t.http('/metrics', { headers: authorization ? { authorization } : {} });

it('is off without METRICS_TOKEN, even to a loopback client', async () => {
  const t = await startApp();
  apps.push(t);
  for (const auth of [undefined, 'Bearer anything-at-all-0123456789']) {
    const res = await metrics(t, auth);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toContain('http_request_duration_seconds');
    expect(JSON.parse(body)).toEqual({
      status: 'error',
      message: 'Metrics are off: set METRICS_TOKEN to serve them.',
    });
  }
});

it('with METRICS_TOKEN, answers only that bearer token', async () => {
  const t = await startApp({ METRICS_TOKEN: TOKEN });
  apps.push(t);
  for (const auth of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
    const res = await metrics(t, auth);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('cms_database_up');
  }
  const res = await metrics(t, `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(await res.text()).toMatch(/^cms_database_up 1$/m);
});
