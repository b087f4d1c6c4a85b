import { describeFile, startsWith } from '../../lib/file-sniff';

/**
 * Identifies a file by its first bytes, never by its name or declared type (security check 35).
 * Images we accept come back with their media type; anything else with a description for the
 * error message ("an SVG image", "an HTML document").
 */
export type Sniffed =
  | { ok: true; mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'; ext: string }
  | { ok: false; found: string };

const WORDING = { xml: 'an XML document', unknown: 'a file of an unrecognised type' };

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ok: true, mime: 'image/png', ext: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) {
    return { ok: true, mime: 'image/gif', ext: 'gif' };
  }
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) {
    return { ok: true, mime: 'image/webp', ext: 'webp' };
  }
  return { ok: false, found: describeFile(bytes, WORDING) };
}
