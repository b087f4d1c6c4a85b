import { startApp, type TestApp } from '../helpers/app';

/**
 * Behind a load balancer every request arrives from the balancer's address. With TRUST_PROXY
 * naming it, per-IP limits count each client (X-Forwarded-For) instead of everyone as one; without
 * it, a client cannot pick its own address by sending the header.
 */
const from = (t: TestApp, client: string) =>
  t.http('/api/v1/health/live', { headers: { 'x-forwarded-for': client } });

describe('with TRUST_PROXY naming the balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('limits each client on its own address', async () => {
    expect((await from(t, '203.0.113.1')).status).toBe(200);
    expect((await from(t, '203.0.113.1')).status).toBe(200);
    expect((await from(t, '203.0.113.1')).status).toBe(429);
    expect((await from(t, '203.0.113.2')).status).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so a client cannot dodge its limit', async () => {
    expect((await from(t, '203.0.113.1')).status).toBe(200);
    expect((await from(t, '203.0.113.2')).status).toBe(200);
    expect((await from(t, '203.0.113.3')).status).toBe(429);
  });
});
