/**
 * Reads named entries of a ZIP (DOCX) without trusting it: the declared uncompressed sizes are
 * checked before anything is inflated, so a zip bomb is refused in milliseconds and never
 * allocates its payload (check 36).
 */
import { unzipSync } from 'fflate';

import { ParseError } from '../errors';

export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

export function readZipEntries(bytes: Uint8Array, wanted: string[], limit = MAX_UNZIPPED_BYTES) {
  let total = 0;
  let refused = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > limit || file.originalSize > limit) refused = true;
        return !refused && wanted.includes(file.name);
      },
    });
  } catch {
    if (refused) throw new ParseError('too_large');
    throw new ParseError('unreadable');
  }
  if (refused) throw new ParseError('too_large');
  // Declared sizes can lie; the inflated output is what counts.
  const actual = Object.values(entries).reduce((n, e) => n + e.length, 0);
  if (actual > limit) throw new ParseError('too_large');
  return entries;
}

/** Entry names of a ZIP from its central directory, without inflating anything. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return names;
  }
  return names;
}
