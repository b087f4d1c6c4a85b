import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startScaledApp, type TestApp } from '../helpers/app';
import { pngOf, presign } from '../helpers/avatar';
import { presignScript } from '../documents/helpers';
import { renderFdx } from '../parsing/helpers/render';
import { scaledServers } from './stack';

/**
 * The profile-picture flow on S3: the browser uploads straight to the bucket through
 * the presigned URL, the API confirms by reading the object, and the picture is shown through a
 * presigned attachment URL. S3 going away mid-flow gives a clear 503 and leaves nothing behind.
 */
let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await startScaledApp(RELAXED_LIMITS);
  s = await signedInUser(t);
});
afterAll(() => t.close());

const putToBucket = (url: string, body: Buffer, type = 'image/png') =>
  fetch(url, {
    method: 'PUT',
    headers: { 'content-type': type, 'if-none-match': '*' },
    body: new Uint8Array(body),
  });
const confirm = (key: string) =>
  post(t, 'users/confirm-upload-profile-picture', { profile_picture_url: key }, s.access);

it('uploads a profile picture to the bucket and shows it through a presigned attachment URL', async () => {
  const bytes = pngOf(300);
  const signed = await presign(t, s, bytes.length);
  expect(signed.status).toBe(200);
  const { url, key } = signed.body.data as { url: string; key: string };
  const { s3 } = await scaledServers();
  expect(url.startsWith(`${s3.endpoint}/${t.config.s3!.bucket}/${key}?`)).toBe(true);
  expect((await putToBucket(url, bytes)).status).toBe(200);
  expect((await confirm(key)).status).toBe(200);

  const shown = (await get(t, 'users/me', s.access)).body.data.profile_picture_url as string;
  expect(shown.startsWith(`${s3.endpoint}/`)).toBe(true);
  const res = await fetch(shown);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
});

it("lets the app's pages reach the bucket: its origin is in the CSP for uploads, pictures and audio", async () => {
  const { s3 } = await scaledServers();
  const csp = (await t.http('/api/v1/health/live')).headers.get('content-security-policy') ?? '';
  for (const directive of ['connect-src', 'img-src', 'media-src']) {
    const sources = csp.split(';').find((d) => d.trim().startsWith(directive)) ?? '';
    expect(sources.split(' ')).toContain(s3.endpoint);
  }
});

it('refuses a browser upload of another type than presigned, so confirm finds nothing', async () => {
  const signed = await presign(t, s, 64);
  const { url, key } = signed.body.data as { url: string; key: string };
  const html = Buffer.alloc(64, 0x20);
  html.write('<!DOCTYPE html><script>alert(1)</script>');
  expect((await putToBucket(url, html, 'text/html')).status).toBe(403);
  const res = await confirm(key);
  expect(res.status).toBe(404);
  expect(res.body.message).toBe('Upload not found.');
});

describe('while S3 is unavailable', () => {
  afterEach(async () => (await scaledServers()).s3.comeBack().catch(() => undefined));

  it('answers a clear 503 and leaves the current picture and the bucket unchanged', async () => {
    const before = (await get(t, 'users/me', s.access)).body.data.profile_picture_url;
    const bytes = pngOf(128);
    const signed = await presign(t, s, bytes.length);
    const { url, key } = signed.body.data as { url: string; key: string };
    const { s3 } = await scaledServers();
    await s3.goDown();
    await expect(putToBucket(url, bytes)).rejects.toThrow();
    const res = await confirm(key);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'error',
      message: 'File storage is unavailable. Please try again shortly.',
    });

    await s3.comeBack();
    expect(await t.deps.storage.stat(key)).toBeUndefined();
    expect((await confirm(key)).status).toBe(404);
    const after = (await get(t, 'users/me', s.access)).body.data.profile_picture_url as string;
    expect(after === null ? null : new URL(after).pathname).toBe(
      before === null ? null : new URL(before).pathname,
    );
  });

  it('fails a script upload with a clear 503 and shows no half-uploaded script', async () => {
    const bytes = Buffer.from(renderFdx());
    const signed = await presignScript(t, s, bytes.length, 'application/octet-stream', 'Gone.fdx');
    expect(signed.status).toBe(201);
    const { url, document_id: id } = signed.body.data as { url: string; document_id: string };
    const { s3 } = await scaledServers();
    await s3.goDown();
    await expect(putToBucket(url, bytes, 'application/octet-stream')).rejects.toThrow();
    const res = await post(t, `documents/${id}/confirm`, undefined, s.access);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'error',
      message: 'File storage is unavailable. Please try again shortly.',
    });

    await s3.comeBack();
    const listed = (await get(t, 'documents/', s.access)).body.data.documents as { id: string }[];
    expect(listed.map((d) => d.id)).not.toContain(id);
    // Nothing was written: confirming now says so, and the same upload simply works again.
    const early = await post(t, `documents/${id}/confirm`, undefined, s.access);
    expect([early.status, early.body.message]).toEqual([409, DOCUMENT_MESSAGES.notUploaded]);
    expect((await putToBucket(url, bytes, 'application/octet-stream')).status).toBe(200);
    expect((await post(t, `documents/${id}/confirm`, undefined, s.access)).status).toBe(200);
  });
});
