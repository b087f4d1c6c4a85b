import { envelopeSchema, healthSchema } from '@castmyscript/api/contract';

import { startApp, type TestApp } from './helpers/app';
import { defaultTestStack } from './scaled/stack';

// What the stack under test (TEST_STACK) must report: the embedded default or the scaled one;
// both run their jobs on pg-boss.
const drivers = {
  database: defaultTestStack() === 'scaled' ? 'postgres' : 'pglite',
  queue: 'pg-boss',
};

describe('health and OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('reports the database, the queue and the version in the envelope', async () => {
    const res = await t.http('/api/v1/health');
    expect(res.status).toBe(200);
    const body = envelopeSchema(healthSchema).parse(await res.json());
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      database: { ok: true, driver: drivers.database },
      queue: { ok: true, driver: drivers.queue, pending: 0 },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('counts pending jobs', async () => {
    await t.deps.queue.enqueue('nobody-works-this', { n: 1 });
    const res = await t.http('/api/v1/health');
    expect((await res.json()).data.queue.pending).toBe(1);
  });

  it('publishes an OpenAPI document that lists the health endpoint', async () => {
    const res = await t.http('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const op = doc.paths['/api/v1/health'].get;
    expect(
      op.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('uptime_s');
    // Protected routes point at a declared bearer scheme (an undeclared one broke the document).
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    expect(doc.paths['/api/v1/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the documentation UI', async () => {
    const res = await t.http('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('health when the database is down', () => {
  it('answers 503 with the same data and database.ok false', async () => {
    const t = await startApp();
    try {
      await t.deps.database.close();
      const res = await t.http('/api/v1/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'error',
        data: { database: { ok: false } },
      });
    } finally {
      await t.close();
    }
  });
});
