import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Storage port: blobs addressed by server-generated keys, reached by the browser through signed,
 * expiring URLs (local disk + HMAC in the embedded default, presigned S3 URLs when scaled).
 * Keys never contain a user's file name; the original name is stored sanitised in `files` and
 * only used as the download name.
 */
export type UploadUrlRequest = {
  key: string;
  /** The upload must carry exactly this media type. */
  contentType: string;
  /** Uploads larger than this are refused (413). */
  maxBytes: number;
  /**
   * The exact byte count the client announced, when known. S3 can only bind a presigned PUT to
   * one exact Content-Length, not to a maximum: without it the bound is checked after upload.
   */
  size?: number;
  /** Seconds the URL stays valid. */
  expiresIn: number;
};

export type DownloadUrlRequest = {
  key: string;
  /** Offered to the browser as the attachment's name; sanitised by the adapter. */
  fileName: string;
  expiresIn: number;
};

export type SignedUrl = {
  url: string;
  method: 'PUT' | 'GET';
  /** To send with the request; a PUT's include `If-None-Match: *` (it stores once). */
  headers: Record<string, string>;
  expiresAt: Date;
};

export type StoredObject = { size: number; contentType: string; modifiedAt: Date };

/**
 * What `claimUpload` found: `moved` — the upload now lives under the new key; `missing` — nothing
 * was uploaded yet; `spent` — this upload was claimed before (its URL can store nothing more).
 */
export type ClaimOutcome = 'moved' | 'missing' | 'spent';

export interface StoragePort {
  readonly driver: 'local' | 's3';
  createUploadUrl(req: UploadUrlRequest): Promise<SignedUrl>;
  createDownloadUrl(req: DownloadUrlRequest): Promise<SignedUrl>;
  /** Server-side write, for files the server produces itself (e.g. generated audio). */
  write(key: string, body: Buffer | Readable, contentType: string): Promise<StoredObject>;
  read(key: string): Promise<Buffer>;
  /** Up to `length` bytes from `start`: what sniffing a file needs without reading all of it. */
  readRange(key: string, start: number, length: number): Promise<Buffer>;
  /** Undefined when nothing is stored under the key. */
  stat(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Moves what a signed upload URL stored under `from` to `to`, a fresh key that was never signed
   * for upload, and leaves `from` spent. The bytes under `to` are then the ones every check reads
   * and nothing a browser holds can replace them (security check 41, docs/decisions.md).
   */
  claimUpload(from: string, to: string): Promise<ClaimOutcome>;
}

/** What users are told when a file cannot be written (the wording, word for word). */
export const STORAGE_WRITE_FAILED_MESSAGE =
  "Files can't be saved right now; nothing was charged — try again in a minute";
/** Seconds a client is asked to wait (Retry-After) before trying storage again. */
export const STORAGE_RETRY_AFTER_S = 60;

/**
 * The storage itself failed, not the request: S3 unreachable, or a disk that is read-only or full.
 * Safe to retry later; the HTTP layer answers 503 with Retry-After, jobs retry, and a generation
 * that keeps meeting it shows `message` on its lines.
 */
export class StorageUnavailableError extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(
    cause: unknown,
    readonly op: 'read' | 'write' = 'read',
  ) {
    super(
      op === 'write'
        ? STORAGE_WRITE_FAILED_MESSAGE
        : 'File storage is unavailable. Please try again shortly.',
      { cause },
    );
    this.name = 'StorageUnavailableError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** A fresh key such as `scripts/2f0c…`: random, so it reveals nothing and cannot be guessed. */
export function newStorageKey(kind: string): string {
  const key = `${kind}/${randomUUID()}`;
  assertValidKey(key);
  return key;
}

/** Keys are plain lower-case segments: no dots, so no `..`, no absolute paths, no hidden files. */
export const isValidKey = (key: unknown): key is string =>
  typeof key === 'string' && key.length <= 200 && KEY_PATTERN.test(key);

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}
