const BYTES_PER_MB = 1024 * 1024;
const SECONDS_PER_MB = 5;
const MINIMUM_SECONDS = 10;

/** Upload screen estimate: file size in MB × 5 s, never under 10 s. */
export function estimatedProcessingSeconds(bytes: number): number {
  const mb = Math.max(0, bytes) / BYTES_PER_MB;
  return Math.max(MINIMUM_SECONDS, Math.ceil(mb * SECONDS_PER_MB));
}
