import { Readable } from 'node:stream';

import type {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ClientConfig,
} from '@aws-sdk/client-s3';

import { type Logger, silentLogger } from '../../lib/logger';
import { attachmentHeader } from './file-names';
import { guarded, isNotFound } from './storage-s3-errors';
import { putBuffer, putStream, type S3Sdk } from './storage-s3-write';
import {
  assertValidKey,
  type ClaimOutcome,
  type SignedUrl,
  type StoragePort,
  type StoredObject,
} from './storage-port';

/**
 * S3 storage adapter (scaled deployment). Browsers upload and download straight to and from the
 * bucket through presigned URLs, so file bytes never cross the API processes:
 * - PUT URLs sign Content-Type and, when the caller knows it, Content-Length, so S3 itself refuses
 *   another type or size (S3 cannot bind a PUT to a maximum, only to one exact length);
 * - GET URLs make S3 answer with `Content-Disposition: attachment` and the sanitised name, so a
 *   user's file never renders as a page (security checks 38, 40).
 * - PUT URLs also sign `If-None-Match: *`: S3 stores the upload only where no object is yet;
 * - an upload is claimed at confirm by copying it to a key that was never signed and replacing
 *   what the URL wrote with an empty "spent" marker, so a later PUT finds an object there and gets
 *   412; where a store ignores the condition, that PUT can only overwrite the marker, which
 *   nothing reads (security check 41).
 * Network failures, timeouts and 5xx answers surface as StorageUnavailableError (a clear 503).
 * The SDK is loaded on first use: the embedded default never pays for it at start.
 */
export type S3StorageOptions = {
  bucket: string;
  /** Unset: AWS S3 in `region`. */
  endpoint?: string;
  /** Host put in presigned URLs when browsers reach the bucket under another name. */
  publicEndpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Clock (ms) for URL signing dates, so tests can make URLs that are already expired. */
  now?: () => number;
  logger?: Logger;
  /** Size of multipart parts for large server-side writes; tests lower it. */
  partSize?: number;
};

export type S3Storage = StoragePort & {
  /** Closes the SDK's keep-alive sockets. */
  close(): void;
};

/**
 * The origin presigned URLs point at, which the browser uploads to and loads pictures and audio
 * from: the page's CSP must allow it. Path-style: the endpoint; virtual-hosted: the bucket's own
 * host name under the endpoint (or under AWS's regional endpoint).
 */
export function s3PublicOrigin(
  opts: Pick<
    S3StorageOptions,
    'bucket' | 'endpoint' | 'publicEndpoint' | 'region' | 'forcePathStyle'
  >,
): string {
  const base = new URL(
    opts.publicEndpoint ?? opts.endpoint ?? `https://s3.${opts.region}.amazonaws.com`,
  );
  if (!opts.forcePathStyle) base.hostname = `${opts.bucket}.${base.hostname}`;
  return base.origin;
}

// SigV4 presigned URLs live at most 7 days.
const MAX_EXPIRY_S = 7 * 24 * 3600;

const essence = (type: string) => type.split(';')[0].trim().toLowerCase();

/** The type of a spent upload's marker; no upload URL is ever signed for it. */
const SPENT_TYPE = 'application/x-castmyscript-spent-upload';

type Clients = {
  sdk: S3Sdk;
  getSignedUrl: typeof import('@aws-sdk/s3-request-presigner').getSignedUrl;
  client: S3Client;
  signer: S3Client;
};

export function createS3Storage(opts: S3StorageOptions): S3Storage {
  const now = opts.now ?? Date.now;
  const logger = opts.logger ?? silentLogger;
  const Bucket = opts.bucket;
  let loaded: Promise<Clients> | undefined;

  const clients = (): Promise<Clients> =>
    (loaded ??= Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ]).then(([sdk, presigner]) => {
      const common: S3ClientConfig = {
        region: opts.region,
        forcePathStyle: opts.forcePathStyle,
        credentials: opts.credentials,
        // Checksums the SDK would add by default are not supported by every S3-compatible
        // server, and a checksum of an empty body inside a presigned PUT would reject uploads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      };
      const client = new sdk.S3Client({
        ...common,
        endpoint: opts.endpoint,
        maxAttempts: 3,
        // Fail fast when the service is gone, instead of holding a request for minutes.
        requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
      });
      // Presigning is pure computation: a second client only changes the host the URLs name.
      const signer = opts.publicEndpoint
        ? new sdk.S3Client({ ...common, endpoint: opts.publicEndpoint })
        : client;
      return { sdk, getSignedUrl: presigner.getSignedUrl, client, signer };
    }));

  const presign = async (
    c: Clients,
    command: PutObjectCommand | GetObjectCommand,
    expiresIn: number,
    signableHeaders?: Set<string>,
  ) => {
    const seconds = Math.min(MAX_EXPIRY_S, Math.max(1, Math.floor(expiresIn)));
    const signingDate = new Date(now());
    const url = await c.getSignedUrl(c.signer, command, {
      expiresIn: seconds,
      signingDate,
      signableHeaders,
    });
    // X-Amz-Date keeps whole seconds, so the URL dies on that second plus its lifetime.
    const signedAt = Math.floor(signingDate.getTime() / 1000) * 1000;
    return { url, expiresAt: new Date(signedAt + seconds * 1000) };
  };

  /** A spent upload's marker is not a file: `stat` does not see it, `head` does. */
  async function stat(key: string): Promise<StoredObject | undefined> {
    const found = await head(key);
    return found?.contentType === SPENT_TYPE ? undefined : found;
  }

  async function head(key: string): Promise<StoredObject | undefined> {
    assertValidKey(key);
    const { sdk, client } = await clients();
    return guarded(async () => {
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
          modifiedAt: head.LastModified ?? new Date(now()),
        };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    });
  }

  return {
    driver: 's3',
    async createUploadUrl({ key, contentType, maxBytes, size, expiresIn }): Promise<SignedUrl> {
      assertValidKey(key);
      if (size !== undefined && (!Number.isInteger(size) || size < 0 || size > maxBytes)) {
        throw new Error(`Upload size ${size} is outside 0..${maxBytes}`);
      }
      const c = await clients();
      const type = essence(contentType);
      const signed = await presign(
        c,
        new c.sdk.PutObjectCommand({
          Bucket,
          Key: key,
          ContentType: type,
          ContentLength: size,
          // A conditional write: S3 stores it only where no object is, so the URL writes once
          // and never over the spent marker confirm leaves (security check 41).
          IfNoneMatch: '*',
        }),
        expiresIn,
        new Set([
          'content-type',
          'if-none-match',
          ...(size === undefined ? [] : ['content-length']),
        ]),
      );
      // Browsers set Content-Length themselves (they may not send it by hand); it is signed all the same.
      return { ...signed, method: 'PUT', headers: { 'Content-Type': type, 'If-None-Match': '*' } };
    },
    async createDownloadUrl({ key, fileName, expiresIn }): Promise<SignedUrl> {
      assertValidKey(key);
      const c = await clients();
      const signed = await presign(
        c,
        new c.sdk.GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: attachmentHeader(fileName),
          ResponseCacheControl: 'private, no-store',
        }),
        expiresIn,
      );
      return { ...signed, method: 'GET', headers: {} };
    },
    async write(key, body, contentType) {
      assertValidKey(key);
      const { sdk, client } = await clients();
      const target = { sdk, client, bucket: Bucket, key, contentType: essence(contentType) };
      const size = await guarded(
        () =>
          Buffer.isBuffer(body)
            ? putBuffer(target, body)
            : putStream(target, body instanceof Readable ? body : Readable.from(body), {
                partSize: opts.partSize,
                logger,
              }),
        'write',
      );
      return { size, contentType: target.contentType, modifiedAt: new Date(now()) };
    },
    async read(key) {
      assertValidKey(key);
      const { sdk, client } = await clients();
      return guarded(async () => {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      });
    },
    async readRange(key, start, length) {
      assertValidKey(key);
      if (length <= 0) return Buffer.alloc(0);
      const { sdk, client } = await clients();
      return guarded(async () => {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: `bytes=${start}-${start + length - 1}`,
          }),
        );
        return Buffer.from(await object.Body!.transformToByteArray());
      });
    },
    stat,
    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await clients();
      await guarded(() => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })));
    },
    async claimUpload(from, to): Promise<ClaimOutcome> {
      assertValidKey(to);
      const found = await head(from);
      if (!found) return 'missing';
      if (found.contentType === SPENT_TYPE) return 'spent';
      const { sdk, client } = await clients();
      await guarded(() =>
        client.send(
          new sdk.CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }),
        ),
      );
      await guarded(() =>
        putBuffer(
          { sdk, client, bucket: Bucket, key: from, contentType: SPENT_TYPE },
          Buffer.alloc(0),
        ),
      );
      // Another confirm spent the key between our look and our copy: we copied its marker.
      const copied = await head(to);
      if (copied?.contentType !== SPENT_TYPE) return 'moved';
      await guarded(() => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: to })));
      return 'spent';
    },
    close() {
      void loaded?.then(({ client, signer }) => {
        client.destroy();
        if (signer !== client) signer.destroy();
      });
    },
  };
}
