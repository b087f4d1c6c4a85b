import { newStorageKey } from '../src/adapters/storage/storage-port';
import { type FileClaims, signClaims } from '../src/adapters/storage/signed-token';
import type { LocalStorage } from '../src/adapters/storage/storage-local';
import { startEmbeddedApp, type TestApp } from './helpers/app';

/**
 * Signed upload and download URLs of the local adapter, through real HTTP (security checks 38, 40).
 * The app's own file routes are the subject, so the app runs embedded whatever TEST_STACK says;
 * S3 presigned URLs meet the same checks in adapters/storage-s3.test.ts and scaled/storage.test.ts.
 */
let clock = Date.now();
let t: TestApp;
let storage: LocalStorage;

beforeAll(async () => {
  t = await startEmbeddedApp({}, { now: () => clock });
  storage = t.deps.storage as LocalStorage;
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;
const pdf = Buffer.from('%PDF-1.7\nfake but fine\n');

async function upload(key = newStorageKey('scripts'), maxBytes = 1024) {
  const signed = await storage.createUploadUrl({
    key,
    contentType: 'application/pdf',
    maxBytes,
    expiresIn: 60,
  });
  return { key, signed, path: pathOf(signed.url) };
}

const put = (path: string, body: Buffer, contentType = 'application/pdf') =>
  t.http(path, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  });

it('accepts an upload within its bounds and serves it back as an attachment', async () => {
  const { key, signed, path } = await upload();
  expect(signed.url.startsWith(`${t.config.publicUrl}/api/v1/files/`)).toBe(true);
  const res = await put(path, pdf);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    status: 'success',
    data: { key, size: pdf.length, content_type: 'application/pdf' },
  });
  expect(await storage.read(key)).toEqual(pdf);

  const download = await storage.createDownloadUrl({
    key,
    fileName: 'My Script.pdf',
    expiresIn: 60,
  });
  const got = await t.http(pathOf(download.url));
  expect(got.status).toBe(200);
  expect(Buffer.from(await got.arrayBuffer())).toEqual(pdf);
  expect(got.headers.get('content-disposition')).toBe(
    `attachment; filename="My Script.pdf"; filename*=UTF-8''My%20Script.pdf`,
  );
  expect(got.headers.get('x-content-type-options')).toBe('nosniff');
  expect(got.headers.get('content-security-policy')).toContain('sandbox');
});

it('refuses an expired upload URL with 403', async () => {
  const { path } = await upload();
  clock += 61_000;
  const res = await put(path, pdf);
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ status: 'error', message: 'This link has expired.' });
});

it('refuses an altered URL with 403', async () => {
  const { path } = await upload(undefined, 10);
  // Raise the size bound inside the signed claims: the signature no longer matches.
  const [prefix, token] = [
    path.slice(0, path.lastIndexOf('/') + 1),
    path.slice(path.lastIndexOf('/') + 1),
  ];
  const [body, sig] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, max: 10_000_000 })).toString('base64url');
  const res = await put(`${prefix}${forged}.${sig}`, pdf);
  expect(res.status).toBe(403);
  expect((await res.json()).message).toBe('This link is not valid.');
});

it('refuses a download with an upload URL', async () => {
  const { path } = await upload();
  expect((await t.http(path)).status).toBe(403);
});

it('refuses an upload over the size bound with 413, announced or streamed', async () => {
  const { key, path } = await upload(undefined, 8);
  expect((await put(path, pdf)).status).toBe(413);
  const chunked = await t.http(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(pdf));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  expect(chunked.status).toBe(413);
  expect(await storage.stat(key)).toBeUndefined();
});

it('refuses a content type other than the signed one with 415', async () => {
  const { path } = await upload();
  const res = await put(path, Buffer.from('<script>alert(1)</script>'), 'text/html');
  expect(res.status).toBe(415);
  expect((await res.json()).message).toBe('This upload must be sent as application/pdf');
});

it('serves hostile file names sanitised, under a generated key', async () => {
  const { key, path } = await upload();
  expect(key).toMatch(/^scripts\/[0-9a-f-]{36}$/);
  await put(path, pdf);
  const hostile = `../../etc/passwd\u0000\r\nX-Evil: 1\u202egnp.exe${'a'.repeat(300)}.pdf`;
  const download = await storage.createDownloadUrl({ key, fileName: hostile, expiresIn: 60 });
  const res = await t.http(pathOf(download.url));
  expect(res.status).toBe(200);
  const disposition = res.headers.get('content-disposition')!;
  expect(res.headers.get('x-evil')).toBeNull();
  expect(disposition).toMatch(
    /^attachment; filename="passwdX-Evil_ 1gnp\.exea+\.pdf"; filename\*=UTF-8''/,
  );
  expect(disposition).not.toMatch(/\.\.|\/|%00|%0D|%0A|%E2%80%AE/);
  expect(Buffer.byteLength(disposition.split('"')[1])).toBeLessThanOrEqual(200);
});

it('never accepts a key that could leave the storage folder', async () => {
  await expect(
    storage.createUploadUrl({
      key: '../secrets',
      contentType: 'text/plain',
      maxBytes: 1,
      expiresIn: 60,
    }),
  ).rejects.toThrow('Invalid storage key');
});

it('answers 403 to a well-signed token whose key would leave the storage folder, never 500', async () => {
  // Signed with the app's own secret, as a leaked secret or a bug elsewhere would allow.
  const exp = Math.floor(clock / 1000) + 60;
  const path = (claims: FileClaims) =>
    `/api/v1/files/${signClaims(claims, t.config.fileUrlSecret)}`;
  for (const key of ['../../secrets/jwtSecret', 'scripts/../../x', '/etc/passwd', 'a/./b']) {
    const download = await t.http(path({ op: 'get', key, exp, name: 'x.txt' }));
    expect({ key, status: download.status }).toEqual({ key, status: 403 });
    expect((await download.json()).message).toBe('This link is not valid.');
    const upload = await put(path({ op: 'put', key, exp, ct: 'application/pdf', max: 1024 }), pdf);
    expect({ key, status: upload.status }).toEqual({ key, status: 403 });
  }
  // A well-signed body that is no claims object at all.
  expect((await t.http(path(null as unknown as FileClaims))).status).toBe(403);
});

it('check 41: an upload URL stores once; after the upload is claimed a PUT gets 409', async () => {
  const { key, path } = await upload();
  expect((await put(path, pdf)).status).toBe(200);
  const again = await put(path, Buffer.from('%PDF-1.7\nswapped after the check\n'));
  expect(again.status).toBe(409);
  expect((await again.json()).message).toBe(
    'This upload link has already been used. Please start the upload again.',
  );
  const moved = newStorageKey('scripts');
  expect(await storage.claimUpload(key, moved)).toBe('moved');
  expect(await storage.read(moved)).toEqual(pdf);
  expect(await storage.claimUpload(key, newStorageKey('scripts'))).toBe('spent');
  const late = await put(path, pdf);
  expect(late.status).toBe(409);
  expect(await storage.stat(key)).toBeUndefined();
  expect(await storage.read(moved)).toEqual(pdf);
});
