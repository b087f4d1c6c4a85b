import { Readable } from 'node:stream';

import { attachmentHeader } from '../../src/adapters/storage/file-names';
import { newStorageKey, type StoragePort } from '../../src/adapters/storage/storage-port';

/**
 * What every storage adapter must do, whichever column it serves: signed
 * upload URLs bound to type and size, signed attachment downloads, expiry, tamper-proof grants,
 * server-side writes that are never visible half-written. The local adapter and the S3 adapter
 * both run it (storage-local.test.ts, storage-s3.test.ts).
 */
export type StorageHarness = {
  storage: StoragePort;
  /** Sends a request to a signed URL as a browser would (no session, just the URL). */
  send(url: string, init?: RequestInit): Promise<Response>;
  /** The same URL granting access to `otherKey`, its signature unchanged. */
  tamper(url: string, key: string, otherKey: string): string;
  close(): Promise<void>;
};

/** `clock` is what the adapter signs with (and, for the local adapter, verifies with). */
export function describeStorageContract(
  name: string,
  setup: (clock: () => number) => Promise<StorageHarness>,
): void {
  describe(`${name} storage (shared contract)`, () => {
    let clock = Date.now();
    let h: StorageHarness;
    beforeAll(async () => {
      h = await setup(() => clock);
    });
    afterAll(() => h.close());
    beforeEach(() => {
      clock = Date.now();
    });

    const pdf = Buffer.from('%PDF-1.7\nfake but fine\n');
    const uploadUrl = (key: string, bytes = pdf.length, contentType = 'application/pdf') =>
      h.storage.createUploadUrl({
        key,
        contentType,
        maxBytes: bytes,
        size: bytes,
        expiresIn: 60,
      });
    const put = (url: string, body: Buffer, contentType = 'application/pdf') =>
      h.send(url, {
        method: 'PUT',
        headers: { 'content-type': contentType, 'if-none-match': '*' },
        body: new Uint8Array(body),
      });

    it('accepts an upload of the signed type and size and serves it back as an attachment', async () => {
      const key = newStorageKey('scripts');
      const signed = await uploadUrl(key);
      expect(signed).toMatchObject({
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf', 'If-None-Match': '*' },
      });
      expect(signed.expiresAt.getTime()).toBe(Math.floor(clock / 1000) * 1000 + 60_000);
      const res = await put(signed.url, pdf);
      expect(res.status).toBe(200);
      expect(await h.storage.stat(key)).toMatchObject({
        size: pdf.length,
        contentType: 'application/pdf',
      });
      expect(await h.storage.read(key)).toEqual(pdf);

      const hostile = `../../etc/passwd\u0000\r\nX-Evil: 1\u202egnp.exe.pdf`;
      const download = await h.storage.createDownloadUrl({ key, fileName: hostile, expiresIn: 60 });
      expect(download.method).toBe('GET');
      const got = await h.send(download.url);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(pdf);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-disposition')).toBe(attachmentHeader(hostile));
      expect(got.headers.get('x-evil')).toBeNull();
      expect(got.headers.get('cache-control')).toBe('private, no-store');
    });

    it('refuses another content type than the signed one, and stores nothing', async () => {
      const key = newStorageKey('scripts');
      const signed = await uploadUrl(key);
      const html = Buffer.from('<script>alert(1)</script>').subarray(0, pdf.length);
      const res = await put(
        signed.url,
        Buffer.concat([html, Buffer.alloc(pdf.length - html.length)]),
        'text/html',
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await h.storage.stat(key)).toBeUndefined();
    });

    it('refuses a body larger than the signed size, and stores nothing', async () => {
      const key = newStorageKey('scripts');
      const signed = await uploadUrl(key, 8);
      const res = await put(signed.url, pdf);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await h.storage.stat(key)).toBeUndefined();
    });

    it('refuses expired upload and download URLs with 403', async () => {
      const key = newStorageKey('scripts');
      await h.storage.write(key, pdf, 'application/pdf');
      clock = Date.now() - 2 * 3600_000;
      const upload = await uploadUrl(newStorageKey('scripts'));
      const download = await h.storage.createDownloadUrl({ key, fileName: 'a.pdf', expiresIn: 60 });
      clock = Date.now();
      expect((await put(upload.url, pdf)).status).toBe(403);
      expect((await h.send(download.url)).status).toBe(403);
    });

    it('refuses a URL whose grant was changed to another key with 403', async () => {
      const mine = newStorageKey('scripts');
      const theirs = newStorageKey('scripts');
      await h.storage.write(theirs, pdf, 'application/pdf');
      const download = await h.storage.createDownloadUrl({
        key: mine,
        fileName: 'a.pdf',
        expiresIn: 60,
      });
      expect((await h.send(h.tamper(download.url, mine, theirs))).status).toBe(403);
      const upload = await uploadUrl(mine);
      expect((await put(h.tamper(upload.url, mine, theirs), pdf)).status).toBe(403);
      expect(await h.storage.read(theirs)).toEqual(pdf);
    });

    it('writes buffers and streams server-side, reads, stats and deletes them', async () => {
      const key = newStorageKey('audio');
      const chunks = [Buffer.from('ID3'), Buffer.alloc(70_000, 1), Buffer.from('end')];
      const stored = await h.storage.write(key, Readable.from(chunks), 'audio/mpeg');
      expect(stored).toMatchObject({ size: 70_006, contentType: 'audio/mpeg' });
      expect(await h.storage.read(key)).toEqual(Buffer.concat(chunks));
      expect(await h.storage.stat(key)).toMatchObject({ size: 70_006, contentType: 'audio/mpeg' });
      // A range: the head, a slice across chunks, and one running past the end is cut short.
      expect((await h.storage.readRange(key, 0, 3)).toString()).toBe('ID3');
      expect(await h.storage.readRange(key, 69_000, 2000)).toEqual(
        Buffer.concat(chunks).subarray(69_000, 71_000),
      );
      expect((await h.storage.readRange(key, 70_003, 100)).toString()).toBe('end');

      await h.storage.write(key, Buffer.from('replaced'), 'text/plain');
      expect((await h.storage.read(key)).toString()).toBe('replaced');

      await h.storage.delete(key);
      expect(await h.storage.stat(key)).toBeUndefined();
      await expect(h.storage.read(key)).rejects.toThrow();
      await expect(h.storage.delete(key)).resolves.toBeUndefined();
    });

    it('leaves nothing visible when the body fails half-way through a write', async () => {
      const key = newStorageKey('audio');
      async function* failing() {
        yield Buffer.alloc(64 * 1024, 2);
        throw new Error('the synthesiser crashed');
      }
      await expect(h.storage.write(key, Readable.from(failing()), 'audio/mpeg')).rejects.toThrow(
        'the synthesiser crashed',
      );
      expect(await h.storage.stat(key)).toBeUndefined();
    });

    it('check 41: an upload URL stores once, and claiming the upload spends its key', async () => {
      const key = newStorageKey('uploads');
      const signed = await uploadUrl(key);
      expect((await put(signed.url, pdf)).status).toBe(200);
      const swap = Buffer.from('%PDF-1.7\nswapped late!\n');
      expect(swap.length).toBe(pdf.length);
      const second = await put(signed.url, swap);
      expect(second.status).toBeGreaterThanOrEqual(400);
      expect(second.status).toBeLessThan(500);
      expect(await h.storage.claimUpload(newStorageKey('none'), newStorageKey('x'))).toBe(
        'missing',
      );

      const moved = newStorageKey('scripts');
      expect(await h.storage.claimUpload(key, moved)).toBe('moved');
      expect(await h.storage.read(moved)).toEqual(pdf);
      expect(await h.storage.stat(moved)).toMatchObject({ contentType: 'application/pdf' });
      expect(await h.storage.stat(key)).toBeUndefined();
      const late = await put(signed.url, swap);
      expect(late.status).toBeGreaterThanOrEqual(400);
      expect(late.status).toBeLessThan(500);
      expect(await h.storage.claimUpload(key, newStorageKey('scripts'))).toBe('spent');
      expect(await h.storage.read(moved)).toEqual(pdf);
    });

    it('never accepts a key that could leave its folder', async () => {
      // Some adapters throw before returning a promise: both ways count as a refusal.
      const attempt = (call: () => Promise<unknown>) => Promise.resolve().then(call);
      await expect(attempt(() => uploadUrl('../secrets'))).rejects.toThrow('Invalid storage key');
      await expect(attempt(() => h.storage.read('scripts/../../etc'))).rejects.toThrow(
        'Invalid storage key',
      );
    });
  });
}
