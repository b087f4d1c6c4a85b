import { startApp, type TestApp } from './helpers/app';

/**
 * Where the embedded process's memory goes, as /metrics tells an operator checking it against
 * docs/deploy.md's budget: the V8 heap in use and reserved, memory bound to JavaScript objects,
 * and the embedded database's WebAssembly memory, which grows with its largest work and never
 * shrinks (the load bench reads these after the mixed load).
 */
// The operator who scrapes /metrics sets a token; without one the route is off.
const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const gauge = (body: string, name: string): number => {
  const match = new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)$`, 'm').exec(body);
  if (!match) throw new Error(`no ${name} in /metrics`);
  return Number(match[1]);
};

it('breaks the resident memory down into heap, external and the database', async () => {
  const res = await t.http('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const body = await res.text();
  const used = gauge(body, 'nodejs_heap_used_bytes');
  const reserved = gauge(body, 'nodejs_heap_size_total_bytes');
  expect(reserved).toBeGreaterThanOrEqual(used);
  expect(gauge(body, 'nodejs_external_memory_bytes')).toBeGreaterThan(0);
  // PGlite starts with tens of MB of WebAssembly memory and holds the app's database in it.
  const wasm = gauge(body, 'cms_pglite_memory_bytes');
  expect(wasm).toBeGreaterThan(16 * 1024 * 1024);
  expect(wasm % 65_536).toBe(0);
});
