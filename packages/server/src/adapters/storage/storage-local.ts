import { createReadStream, createWriteStream } from 'node:fs';
import {
  link,
  mkdir,
  open,
  readFile,
  rename,
  rm,
  stat as fsStat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { sanitizeFileName } from './file-names';
import { type FileClaims, signClaims, verifyToken, type VerifyResult } from './signed-token';
import { asWriteError, createPartials } from './storage-local-parts';
import {
  assertValidKey,
  type ClaimOutcome,
  isValidKey,
  type SignedUrl,
  type StoragePort,
  type StoredObject,
} from './storage-port';

/**
 * Local-disk storage adapter (embedded default). Files live under `<dataDir>/files/<key>` with a
 * `.meta.json` sidecar. The browser reaches them through HMAC-signed, expiring URLs that the API
 * itself serves at `/api/v1/files/<token>` — the same flow as presigned S3 URLs, so the front end
 * does not know which adapter runs. An upload URL stores once: a second PUT, or any PUT after the
 * upload was claimed at confirm (a `.spent` marker beside the key), is refused (security check 41).
 * A disk that cannot be written (read-only, full) fails a write with StorageUnavailableError and
 * leaves no partial file (storage-local-parts.ts).
 */
export type LocalStorageOptions = {
  root: string;
  /** Origin of the signed URLs; empty makes them relative to the page (config `linkBase`). */
  publicUrl: string;
  secret: string;
  /** Injectable clock (ms) so expiry can be tested without waiting. */
  now?: () => number;
};

export type StorageErrorCode = 'too_large' | 'wrong_type' | 'not_found' | 'used';

export const UPLOAD_USED_MESSAGE =
  'This upload link has already been used. Please start the upload again.';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type LocalStorage = StoragePort & {
  verify(token: string): VerifyResult;
  /** Streams an upload allowed by verified `put` claims into place; throws StorageError. */
  acceptUpload(
    claims: Extract<FileClaims, { op: 'put' }>,
    upload: { contentType: string | undefined; contentLength: number | undefined; body: Readable },
  ): Promise<StoredObject>;
  openDownload(key: string): Promise<{ body: Readable; meta: StoredObject }>;
  /** Removes partial files left by a crash; run at start. Resolves to how many were removed. */
  sweepPartials(): Promise<number>;
};

const essence = (type: string | undefined) => (type ?? '').split(';')[0].trim().toLowerCase();

export function createLocalStorage(opts: LocalStorageOptions): LocalStorage {
  const now = opts.now ?? Date.now;
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(opts.root, ...key.split('/'));
  };
  const metaOf = (key: string) => `${pathOf(key)}.meta.json`;
  const spentOf = (key: string) => `${pathOf(key)}.spent`;
  const exists = (path: string) =>
    fsStat(path).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
  const used = () => new StorageError('used', UPLOAD_USED_MESSAGE);
  const partials = createPartials(opts.root);

  const sign = (
    claims: FileClaims,
    method: 'PUT' | 'GET',
    headers: Record<string, string>,
  ): SignedUrl => ({
    url: `${opts.publicUrl}/api/v1/files/${signClaims(claims, opts.secret)}`,
    method,
    headers,
    expiresAt: new Date(claims.exp * 1000),
  });
  const expiry = (expiresIn: number) =>
    Math.floor(now() / 1000) + Math.max(1, Math.floor(expiresIn));

  /** `once`: the key must hold nothing yet (an upload URL's single PUT), checked atomically. */
  async function store(
    key: string,
    body: Readable,
    contentType: string,
    { maxBytes = Infinity, once = false } = {},
  ) {
    const file = pathOf(key);
    let tmp: string | undefined;
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes)
          done(new StorageError('too_large', `Upload exceeds ${maxBytes} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await mkdir(dirname(file), { recursive: true });
      tmp = await partials.next();
      await pipeline(body, limit, createWriteStream(tmp));
      const meta: StoredObject = { size, contentType, modifiedAt: new Date(now()) };
      await writeFile(metaOf(key), JSON.stringify(meta));
      if (!once) {
        await rename(tmp, file);
        return meta;
      }
      // link() fails when the name exists, where rename() would replace what is there.
      await link(tmp, file).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? used() : err;
      });
      await partials.discard(tmp);
      if (await exists(spentOf(key))) {
        // Claimed while this body was streaming: what arrives after the claim is not kept.
        await rm(file, { force: true });
        throw used();
      }
      return meta;
    } catch (err) {
      if (tmp) await partials.discard(tmp);
      throw asWriteError(err);
    }
  }

  async function stat(key: string): Promise<StoredObject | undefined> {
    try {
      const [meta, info] = await Promise.all([readFile(metaOf(key), 'utf8'), fsStat(pathOf(key))]);
      const parsed = JSON.parse(meta) as StoredObject;
      return { size: info.size, contentType: parsed.contentType, modifiedAt: info.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async function claimUpload(from: string, to: string): Promise<ClaimOutcome> {
    assertValidKey(to);
    await mkdir(dirname(pathOf(from)), { recursive: true });
    // Created exclusively, the marker is the claim itself: of two confirms at once, one moves.
    const claimed = await writeFile(spentOf(from), '', { flag: 'wx' }).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') return false;
        throw err;
      },
    );
    if (!claimed) return 'spent';
    const meta = await stat(from);
    if (!meta) {
      // Nothing uploaded yet: the URL stays usable.
      await rm(spentOf(from), { force: true });
      return 'missing';
    }
    await mkdir(dirname(pathOf(to)), { recursive: true });
    await writeFile(metaOf(to), await readFile(metaOf(from)));
    await rename(pathOf(from), pathOf(to));
    await rm(metaOf(from), { force: true });
    return 'moved';
  }

  return {
    driver: 'local',
    async createUploadUrl({ key, contentType, maxBytes, expiresIn }) {
      assertValidKey(key);
      const claims: FileClaims = {
        op: 'put',
        key,
        exp: expiry(expiresIn),
        ct: essence(contentType),
        max: maxBytes,
      };
      // The same headers as a presigned S3 PUT: the route stores once whether or not it is sent.
      return sign(claims, 'PUT', { 'Content-Type': claims.ct, 'If-None-Match': '*' });
    },
    async createDownloadUrl({ key, fileName, expiresIn }) {
      assertValidKey(key);
      const claims: FileClaims = {
        op: 'get',
        key,
        exp: expiry(expiresIn),
        name: sanitizeFileName(fileName),
      };
      return sign(claims, 'GET', {});
    },
    write: (key, body, contentType) =>
      store(key, Buffer.isBuffer(body) ? Readable.from([body]) : body, contentType),
    read: (key) => readFile(pathOf(key)),
    async readRange(key, start, length) {
      const file = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(Math.max(0, length));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    stat,
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
      await rm(spentOf(key), { force: true });
    },
    claimUpload,
    verify(token) {
      const result = verifyToken(token, opts.secret, now());
      // A well-signed token naming no valid key (a leaked secret, an old format) grants nothing.
      if (result.ok && !isValidKey(result.claims.key)) return { ok: false, reason: 'malformed' };
      return result;
    },
    async acceptUpload(claims, upload) {
      if (essence(upload.contentType) !== claims.ct) {
        throw new StorageError('wrong_type', `This upload must be sent as ${claims.ct}`);
      }
      // Refuse up front when the client announces the size; the stream limit catches the rest.
      if (upload.contentLength !== undefined && upload.contentLength > claims.max) {
        throw new StorageError('too_large', `Upload exceeds ${claims.max} bytes`);
      }
      if ((await exists(spentOf(claims.key))) || (await exists(pathOf(claims.key)))) throw used();
      return store(claims.key, upload.body, claims.ct, { maxBytes: claims.max, once: true });
    },
    sweepPartials: () => partials.sweep(),
    async openDownload(key) {
      const meta = await stat(key);
      if (!meta) throw new StorageError('not_found', 'File not found');
      return { body: createReadStream(pathOf(key)), meta };
    },
  };
}
