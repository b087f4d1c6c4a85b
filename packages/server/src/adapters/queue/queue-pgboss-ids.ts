import { createHash } from 'node:crypto';

/**
 * The job id an idempotency key stands for. pg-boss refuses a second job with an id its queue
 * already holds, so deriving the id from the key makes "same key → same job" hold across every
 * process, with no table of our own. A UUID of version 8 (custom), from SHA-256 of the key.
 */
export function jobIdFor(idempotencyKey: string): string {
  const hash = createHash('sha256').update(`castmyscript-job\0${idempotencyKey}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x80;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
