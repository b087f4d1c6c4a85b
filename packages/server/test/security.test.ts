import { startApp, type TestApp } from './helpers/app';

/** Headers, CORS and rate limiting (security check 40) on the real app. */
describe('security headers and CORS', () => {
  let t: TestApp;
  const allowed = 'https://app.castmyscript.test';
  beforeAll(async () => {
    t = await startApp({ CORS_ORIGINS: `${allowed}, http://localhost:3000` });
  });
  afterAll(() => t.close());

  it('sets nosniff and no-referrer on API answers', async () => {
    const res = await t.http('/api/v1/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a CSP on HTML pages that allows own scripts, inline styles and data:/blob: media', async () => {
    const res = await t.http('/', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("media-src 'self' data: blob:");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers a configured origin with that origin and credentials, never *', async () => {
    const res = await t.http('/api/v1/health', { headers: { origin: allowed } });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/Origin/i);
  });

  it('gives an unlisted origin no CORS grant, on requests and on preflights', async () => {
    const res = await t.http('/api/v1/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.http('/api/v1/health', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const good = await t.http('/api/v1/health', {
      method: 'OPTIONS',
      headers: { origin: allowed, 'access-control-request-method': 'POST' },
    });
    expect(good.headers.get('access-control-allow-origin')).toBe(allowed);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After in the header and the envelope once the limit is used', async () => {
    const t = await startApp({ RATE_LIMIT_MAX: '2' });
    try {
      expect((await t.http('/api/v1/health')).status).toBe(200);
      expect((await t.http('/api/v1/health')).status).toBe(200);
      const res = await t.http('/api/v1/health');
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      const body = await res.json();
      expect(body).toMatchObject({ status: 'error', data: { retry_after_s: retryAfter } });
      expect(body.message).toMatch(/^Too many requests/);
      // Pages and assets are not counted: a page load of many chunks must not lock the user out.
      expect((await t.http('/', { headers: { accept: 'text/html' } })).status).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
