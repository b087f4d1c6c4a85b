import type { Readable } from 'node:stream';

import type { S3Client } from '@aws-sdk/client-s3';

import type { Logger } from '../../lib/logger';

/**
 * Server-side writes to S3 that are never visible half-written: a body that fits in one part is
 * sent with one PutObject (atomic on S3); a larger stream goes up as a multipart upload, which S3
 * shows only once it is completed, and which is aborted if the stream or the service fails. A
 * bucket lifecycle rule should also abort incomplete uploads a crash left behind (docs/deploy.md).
 */
export type S3Sdk = typeof import('@aws-sdk/client-s3');
export type S3Target = {
  sdk: S3Sdk;
  client: S3Client;
  bucket: string;
  key: string;
  contentType: string;
};

/** S3's smallest part (except the last) is 5 MiB; 8 MiB keeps memory bounded and calls few. */
export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

/** Reads the stream up to `limit` bytes; `done` says whether the stream ended within it. */
async function readUpTo(
  iterator: AsyncIterator<Buffer>,
  limit: number,
  carry: Buffer[],
): Promise<{ part: Buffer; rest: Buffer[]; done: boolean }> {
  const chunks = [...carry];
  let size = chunks.reduce((n, c) => n + c.length, 0);
  let done = false;
  while (size < limit) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
  }
  const all = Buffer.concat(chunks);
  return {
    part: all.subarray(0, limit),
    rest: all.length > limit ? [all.subarray(limit)] : [],
    done,
  };
}

export async function putBuffer(target: S3Target, body: Buffer): Promise<number> {
  await target.client.send(
    new target.sdk.PutObjectCommand({
      Bucket: target.bucket,
      Key: target.key,
      Body: body,
      ContentType: target.contentType,
      ContentLength: body.length,
    }),
  );
  return body.length;
}

/** Writes a stream of unknown length; resolves to the number of bytes stored. */
export async function putStream(
  target: S3Target,
  body: Readable,
  opts: { partSize?: number; logger: Logger },
): Promise<number> {
  const partSize = opts.partSize ?? DEFAULT_PART_SIZE;
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let read = await readUpTo(iterator, partSize, []);
  if (read.done && read.rest.length === 0) return putBuffer(target, read.part);

  const { client, bucket: Bucket, key: Key } = target;
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CreateMultipartUploadCommand,
    UploadPartCommand,
  } = target.sdk;
  const created = await client.send(
    new CreateMultipartUploadCommand({ Bucket, Key, ContentType: target.contentType }),
  );
  const UploadId = created.UploadId!;
  const parts: { ETag: string; PartNumber: number }[] = [];
  let size = 0;
  try {
    for (let PartNumber = 1; ; PartNumber++) {
      const uploaded = await client.send(
        new UploadPartCommand({
          Bucket,
          Key,
          UploadId,
          PartNumber,
          Body: read.part,
          ContentLength: read.part.length,
        }),
      );
      parts.push({ ETag: uploaded.ETag!, PartNumber });
      size += read.part.length;
      if (read.done && read.rest.length === 0) break;
      read = await readUpTo(iterator, partSize, read.rest);
      if (read.part.length === 0) break;
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return size;
  } catch (err) {
    body.destroy();
    // Best effort: when S3 itself is down this fails too, and the lifecycle rule cleans up later.
    await client
      .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
      .catch((abortErr) =>
        opts.logger.warn({ err: abortErr, key: Key }, 'could not abort a multipart upload'),
      );
    throw err;
  }
}
