import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

import type { TestApp } from './app';

/**
 * Every key under `prefix` that holds a file, read from the store itself (the data dir's files
 * folder, or the bucket's listing) rather than from the app's records: what a refused upload may
 * have left behind wherever it went. Spent-upload markers are not files (`stat` skips them).
 */
export async function storedFiles(t: TestApp, prefix: string): Promise<string[]> {
  const keys = t.config.s3 ? await bucketKeys(t, prefix) : await diskKeys(t, prefix);
  const files: string[] = [];
  for (const key of keys.sort()) if (await t.deps.storage.stat(key)) files.push(key);
  return files;
}

async function diskKeys(t: TestApp, prefix: string): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.includes('.'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((key) => key.startsWith(prefix));
}

async function bucketKeys(t: TestApp, prefix: string): Promise<string[]> {
  const s3 = t.config.s3!;
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: s3.credentials,
    forcePathStyle: s3.forcePathStyle,
  });
  try {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((o) => o.Key!);
  } finally {
    client.destroy();
  }
}
