import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { signedInUser } from './helpers/accounts';
import { startApp, type TestApp, tempDir } from './helpers/app';

/**
 * What crosses the wire: built files are sent as their precompressed siblings when the browser
 * accepts them, answers built per request are compressed above 1 KB, and caches key on the
 * encoding. Raw node:http is used because fetch decodes bodies and hides Content-Encoding.
 */
const web = tempDir('cms-web-enc-');
const write = (path: string, body: string | Buffer) => {
  mkdirSync(join(web.dir, path, '..'), { recursive: true });
  writeFileSync(join(web.dir, path), body);
};
const script = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const html = `<!doctype html><title>shell</title>${'<div></div>'.repeat(200)}`;
const withSiblings = (path: string, body: string) => {
  write(path, body);
  write(`${path}.br`, brotliCompressSync(body));
  write(`${path}.gz`, gzipSync(body));
};
withSiblings('shell/dist/index.html', html);
withSiblings('shell/dist/main.3f2a1b9c7d.js', script);
write('shell/dist/remotes.json', '{"marketing":"/remotes/marketing/mf-manifest.json"}');
withSiblings('marketing/dist/remoteEntry.js', script);

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
let t: TestApp;
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Raw>((resolve, reject) => {
    const url = new URL(path, t.base);
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  t = await startApp({ WEB_ROOT: web.dir });
});
afterAll(async () => {
  await t.close();
  web.cleanup();
});

it('sends the brotli sibling of a built script to a browser that accepts it', async () => {
  const res = await raw('/main.3f2a1b9c7d.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // Document-only headers stay on the HTML; a script keeps what applies to it.
  expect(res.headers['content-security-policy']).toBeUndefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(brotliDecompressSync(res.body).toString()).toBe(script);
  // The very bytes written at build time: nothing is compressed again per request.
  expect(res.body.equals(readFileSync(join(web.dir, 'shell/dist/main.3f2a1b9c7d.js.br')))).toBe(
    true,
  );
});

it('falls back to gzip, then to the plain file', async () => {
  const gz = await raw('/remotes/marketing/remoteEntry.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(script);
  expect(gz.body.equals(readFileSync(join(web.dir, 'marketing/dist/remoteEntry.js.gz')))).toBe(
    true,
  );
  const plain = await raw('/remotes/marketing/remoteEntry.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
});

it('revalidates entry points with an ETag and answers 304 when unchanged', async () => {
  const first = await raw('/remotes/marketing/remoteEntry.js', { 'accept-encoding': 'br' });
  expect(first.headers['cache-control']).toBe('no-cache');
  const etag = first.headers.etag as string;
  expect(etag).toBeTruthy();
  const again = await raw('/remotes/marketing/remoteEntry.js', {
    'accept-encoding': 'br',
    'if-none-match': etag,
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

it('sends the shell page compressed on client-side routes', async () => {
  const res = await raw('/dashboard/process-list', {
    accept: 'text/html',
    'accept-encoding': 'br',
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(brotliDecompressSync(res.body).toString()).toBe(html);
});

it('compresses API JSON over 1 KB and leaves small answers plain', async () => {
  const user = await signedInUser(t);
  const auth = { authorization: `Bearer ${user.access}` };
  const big = await raw('/api/v1/voices', { 'accept-encoding': 'br', ...auth });
  expect(big.status).toBe(200);
  expect(big.headers['content-encoding']).toBe('br');
  const decoded = JSON.parse(brotliDecompressSync(big.body).toString());
  expect(decoded.status).toBe('success');
  expect(brotliDecompressSync(big.body).length).toBeGreaterThan(1024);
  const small = await raw('/api/v1/health', { 'accept-encoding': 'br' });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString())).toHaveProperty('status');
});
