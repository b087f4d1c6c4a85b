import { Readable } from 'node:stream';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

import { newStorageKey } from '../../src/adapters/storage/storage-port';
import {
  createS3Storage,
  s3PublicOrigin,
  type S3Storage,
} from '../../src/adapters/storage/storage-s3';
import { StorageUnavailableError } from '../../src/adapters/storage/storage-port';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server';
import { describeStorageContract } from './storage-contract';

jest.setTimeout(60_000);

const storageOn = (
  server: S3TestServer,
  bucket: string,
  extra: { now?: () => number; partSize?: number } = {},
) =>
  createS3Storage({
    bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    credentials: server.credentials,
    forcePathStyle: true,
    ...extra,
  });

describeStorageContract('S3', async (clock) => {
  const server = await startS3TestServer();
  const storage = storageOn(server, await server.createBucket(), { now: clock });
  return {
    storage,
    send: (url, init) => fetch(url, init),
    tamper: (url, key, otherKey) => url.replace(`/${key}?`, `/${otherKey}?`),
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});

describe('S3 storage (adapter specifics)', () => {
  let server: S3TestServer;
  let bucket: string;
  let storage: S3Storage;
  beforeAll(async () => {
    server = await startS3TestServer();
    bucket = await server.createBucket();
    storage = storageOn(server, bucket, { partSize: 5 * 1024 * 1024 });
  });
  afterAll(async () => {
    storage.close();
    await server.close();
  });

  const listKeys = async () => {
    const client = new S3Client({
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: server.credentials,
    });
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key);
    } finally {
      client.destroy();
    }
  };

  it('binds a presigned PUT to its exact size: a shorter body is refused too', async () => {
    const key = newStorageKey('scripts');
    const signed = await storage.createUploadUrl({
      key,
      contentType: 'application/pdf; charset=binary',
      maxBytes: 10,
      size: 10,
      expiresIn: 60,
    });
    const url = new URL(signed.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;if-none-match',
    );
    const short = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(9),
    });
    expect(short.status).toBe(403);
    expect(await short.text()).toContain('SignatureDoesNotMatch');
    const exact = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(10),
    });
    expect(exact.status).toBe(200);
    expect(await storage.stat(key)).toMatchObject({ size: 10, contentType: 'application/pdf' });
  });

  it('refuses to sign a size above the bound', async () => {
    await expect(
      storage.createUploadUrl({
        key: newStorageKey('scripts'),
        contentType: 'application/pdf',
        maxBytes: 10,
        size: 11,
        expiresIn: 60,
      }),
    ).rejects.toThrow('Upload size 11 is outside 0..10');
  });

  it('writes a large stream as a multipart upload and reads it back intact', async () => {
    const key = newStorageKey('audio');
    const parts = Array.from({ length: 11 }, (_, i) => Buffer.alloc(1024 * 1024, i));
    const stored = await storage.write(key, Readable.from(parts), 'audio/mpeg');
    expect(stored.size).toBe(11 * 1024 * 1024);
    expect((await storage.read(key)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('names a public endpoint in presigned URLs when browsers reach the bucket elsewhere', async () => {
    const other = createS3Storage({
      bucket,
      endpoint: server.endpoint,
      publicEndpoint: 'https://files.example.com',
      region: 'us-east-1',
      credentials: server.credentials,
      forcePathStyle: true,
    });
    const signed = await other.createDownloadUrl({
      key: 'audio/x',
      fileName: 'x.mp3',
      expiresIn: 60,
    });
    other.close();
    expect(signed.url.startsWith(`https://files.example.com/${bucket}/audio/x?`)).toBe(true);
  });

  it.each([
    ['a path-style endpoint', { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }],
    [
      'a public endpoint',
      {
        endpoint: 'http://minio:9000',
        publicEndpoint: 'https://files.example.com',
        forcePathStyle: true,
      },
    ],
    ['AWS, virtual-hosted', { forcePathStyle: false }],
  ])('tells the CSP the origin its presigned URLs use, for %s', async (_name, where) => {
    const opts = { bucket: 'cms-files', region: 'eu-west-3', ...where };
    const other = createS3Storage({ ...opts, credentials: server.credentials });
    const signed = await other.createUploadUrl({
      key: 'avatars/x',
      contentType: 'image/png',
      maxBytes: 10,
      size: 10,
      expiresIn: 60,
    });
    other.close();
    expect(new URL(signed.url).origin).toBe(s3PublicOrigin(opts));
  });

  describe('while S3 is unavailable', () => {
    afterEach(() => server.comeBack().catch(() => undefined));

    it('fails every call with a clear StorageUnavailableError, and works again once S3 is back', async () => {
      const key = newStorageKey('avatars');
      await server.goDown();
      const unavailable = 'File storage is unavailable. Please try again shortly.';
      // A write says what the user lost: the file was not saved, and nothing was charged for it.
      const notSaved = "Files can't be saved right now; nothing was charged — try again in a minute";
      for (const [call, message] of [
        [() => storage.stat(key), unavailable],
        [() => storage.read(key), unavailable],
        [() => storage.write(key, Buffer.from('x'), 'text/plain'), notSaved],
        [() => storage.delete(key), unavailable],
      ] as const) {
        const err = await (call as () => Promise<unknown>)().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(StorageUnavailableError);
        expect((err as Error).message).toBe(message);
      }
      // Signing needs no network: the URL is made, and the browser's PUT is what fails.
      await expect(
        storage.createDownloadUrl({ key, fileName: 'a.png', expiresIn: 60 }),
      ).resolves.toMatchObject({ method: 'GET' });

      await server.comeBack();
      await storage.write(key, Buffer.from('x'), 'text/plain');
      expect(await storage.stat(key)).toMatchObject({ size: 1 });
    });

    it('leaves nothing visible when S3 goes away in the middle of a multipart write', async () => {
      const key = newStorageKey('audio');
      let sent = 0;
      async function* slow() {
        for (let i = 0; i < 40; i++) {
          sent += 1;
          // After the first part has gone up, S3 disappears.
          if (sent === 8) await server.goDown();
          yield Buffer.alloc(1024 * 1024, i);
        }
      }
      const err = await storage.write(key, Readable.from(slow()), 'audio/mpeg').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(StorageUnavailableError);
      await server.comeBack();
      expect(await storage.stat(key)).toBeUndefined();
      expect(await listKeys()).not.toContain(key);
    });
  });
});
