import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorEnvelopeSchema } from '@castmyscript/api/contract';

import { registerErrorHandler, registerNotFound } from '../src/http/plugins/errors';
import { startApp, type TestApp } from './helpers/app';

describe('error envelope on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.http('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(errorEnvelopeSchema.parse(await res.json()).message).toBe('Not found: GET /api/v1/nope');
  });

  it('answers a request that fails validation with 400 and a message naming the field', async () => {
    // A public route on every stack (the local file routes exist only without S3).
    const res = await t.http(`/api/v1/auth/verify-email/${'x'.repeat(201)}`);
    expect(res.status).toBe(400);
    const body = errorEnvelopeSchema.parse(await res.json());
    expect(body.message).toMatch(/^Invalid params\.token: /);
  });

  it('answers unknown methods on API paths with the 404 envelope too', async () => {
    const res = await t.http('/api/v1/health', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'Not found: DELETE /api/v1/health',
    });
  });
});

/** A minimal app with the real handlers and routes that fail on purpose. */
async function failingApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNotFound(app);
  app.get('/boom', async () => {
    throw new Error(
      'connection string postgres://admin:hunter2@db/internal failed at /srv/app.ts:12',
    );
  });
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
  });
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({
          email: z.string().regex(/@/, 'Invalid email address'),
          age: z.number().optional(),
        }),
      },
    },
    async (req) => req.body,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: (p: string) => `http://127.0.0.1:${port}${p}` };
}

describe('error handler', () => {
  let f: Awaited<ReturnType<typeof failingApp>>;
  beforeAll(async () => {
    f = await failingApp();
  });
  afterAll(() => f.app.close());

  it('turns an unexpected error into a 500 that reveals nothing internal', async () => {
    const res = await fetch(f.url('/boom'));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/hunter2|postgres:|\/srv|stack|Error:/);
    expect(JSON.parse(text)).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const res = await fetch(f.url('/db-down'));
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain('10.0.0.5');
  });

  it("answers a contract message (the spec's text) as it is, naming the field in data", async () => {
    const res = await fetch(f.url('/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Invalid email address');
    expect(body.data.field).toBe('body.email');
  });

  it("prefixes zod's generic wording with the field it is about", async () => {
    const res = await fetch(f.url('/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', age: 'old' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid body\.age: /);
  });

  it('keeps fastify client errors such as bad JSON as 400 envelopes', async () => {
    const res = await fetch(f.url('/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });
});
