import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startApp, type TestApp, tempDir } from './helpers/app';

/** The built front end on the API's port, with a fake build in a temporary WEB_ROOT. */
const web = tempDir('cms-web-');
const write = (path: string, body: string) => {
  mkdirSync(join(web.dir, path, '..'), { recursive: true });
  writeFileSync(join(web.dir, path), body);
};
write('shell/dist/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
write('shell/dist/main.3f2a1b9c7d.js', 'console.log("shell")');
write('shell/dist/remotes.json', '{"marketing":"/remotes/marketing/mf-manifest.json"}');
write('marketing/dist/remoteEntry.js', 'var marketing;');
write('marketing/dist/812.a1b2c3d4e5.js', 'chunk');

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ WEB_ROOT: web.dir });
});
afterAll(async () => {
  await t.close();
  web.cleanup();
});

const page = (path: string) =>
  t.http(path, { headers: { accept: 'text/html,application/xhtml+xml' } });

it('serves the shell at /', async () => {
  const res = await page('/');
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<title>shell</title>');
});

it('answers client-side routes with the shell, never cached', async () => {
  const res = await page('/dashboard/anything/deep');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(await res.text()).toContain('<title>shell</title>');
});

it('keeps the envelope 404 for unknown API paths, even for a browser', async () => {
  const res = await page('/api/v1/nope');
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ status: 'error', message: 'Not found: GET /api/v1/nope' });
});

it('does not answer a missing asset with the shell', async () => {
  expect((await page('/missing.3f2a1b9c7d.js')).status).toBe(404);
  expect((await page('/remotes/studio/anything')).status).toBe(404);
});

it('caches hashed assets for a year and remote entries not at all', async () => {
  const asset = await t.http('/main.3f2a1b9c7d.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const entry = await t.http('/remotes/marketing/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(await entry.text()).toBe('var marketing;');
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(
    (await t.http('/remotes/marketing/812.a1b2c3d4e5.js')).headers.get('cache-control'),
  ).toMatch(/immutable/);
});

it('serves remotes.json from the shell build', async () => {
  const res = await t.http('/remotes.json');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ marketing: '/remotes/marketing/mf-manifest.json' });
});

it('serves REMOTES_JSON instead when it is set, and lets the CSP load those origins', async () => {
  const remotes = { marketing: 'https://cdn.castmyscript.test/marketing/mf-manifest.json' };
  const other = await startApp({ WEB_ROOT: web.dir, REMOTES_JSON: JSON.stringify(remotes) });
  try {
    const res = await other.http('/remotes.json');
    expect(await res.json()).toEqual(remotes);
    const csp = (await other.http('/', { headers: { accept: 'text/html' } })).headers.get(
      'content-security-policy',
    );
    expect(csp).toContain("script-src 'self' https://cdn.castmyscript.test");
  } finally {
    await other.close();
  }
});

it('publishes no Google client id to the browser when none is configured', async () => {
  const res = await t.http('/app-config.js');
  expect(res.headers.get('content-type')).toContain('text/javascript');
  expect(await res.text()).toContain('"googleClientId":null');
});

it('publishes the configured Google client id for the sign-in button, script-safe', async () => {
  const other = await startApp({
    WEB_ROOT: web.dir,
    GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com</script>',
  });
  try {
    const body = await (await other.http('/app-config.js')).text();
    expect(body).toContain(
      'window.__CASTMYSCRIPT_CONFIG__ = {"googleClientId":"123-abc.apps.googleusercontent.com\\u003c/script>"}',
    );
  } finally {
    await other.close();
  }
});

it('explains with a 503 page when the shell is not built', async () => {
  const empty = await startApp();
  try {
    const res = await empty.http('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('npm run build');
  } finally {
    await empty.close();
  }
});
