import { envelopeSchema, healthSchema } from '@castmyscript/api/contract';

import { get, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startScaledApp, type TestApp } from '../helpers/app';

/** Health, readiness and metrics of an API process on the scaled stack. */
const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await startScaledApp({ ...RELAXED_LIMITS, METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

it('reports PostgreSQL and pg-boss in /health', async () => {
  const res = await t.http('/api/v1/health');
  expect(res.status).toBe(200);
  const body = envelopeSchema(healthSchema).parse(await res.json());
  expect(body.data).toMatchObject({
    database: { ok: true, driver: 'postgres' },
    queue: { ok: true, driver: 'pg-boss', pending: 0 },
  });
  expect(t.deps.storage.driver).toBe('s3');
  expect(t.deps.mail.driver).toBe('smtp');
});

it('answers the liveness and readiness probes', async () => {
  const live = await t.http('/api/v1/health/live');
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: 'success', data: { live: true } });
  const ready = await t.http('/api/v1/health/ready');
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({
    status: 'success',
    data: { ready: true, database: true, queue: true },
  });
});

it('serves Prometheus metrics behind the metrics token', async () => {
  expect((await t.http('/metrics')).status).toBe(401);
  expect(
    (await t.http('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } }))
      .status,
  ).toBe(401);

  const s = await signedInUser(t);
  expect((await get(t, 'users/me', s.access)).status).toBe(200);
  await t.deps.queue.enqueue('nobody-works-this', { n: 1 });

  const res = await t.http('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await res.text();
  // Latency by route pattern: never the raw URL, whose tokens and ids must not leak.
  expect(text).toMatch(
    /^http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/users\/me",status="200",le="0\.1"\} \d+$/m,
  );
  expect(text).toMatch(
    /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/auth\/verify-email\/:token",status="200"\} 1$/m,
  );
  expect(text).not.toMatch(/verify-email\/[A-Za-z0-9_-]{20,}/);
  expect(text).toMatch(/^cms_database_up 1$/m);
  expect(text).toMatch(/^cms_queue_depth 1$/m);
  expect(text).toMatch(/^cms_jobs_failed 0$/m);
  expect(text).toMatch(/^# TYPE cms_synthesis_audio_seconds_total counter$/m);
  expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
});
