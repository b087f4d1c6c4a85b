/**
 * Identifies a file by its first bytes, never by its name or declared type (SECURITY-CHECKS 35).
 * Images we accept come back with their media type; anything else with a description for the
 * error message ("an SVG image", "an HTML document").
 */
export type Sniffed =
  | { ok: true; mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'; ext: string }
  | { ok: false; found: string };

const starts = (bytes: Uint8Array, sig: number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ok: true, mime: 'image/png', ext: 'png' };
  }
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { ok: true, mime: 'image/jpeg', ext: 'jpg' };
  if (starts(bytes, ascii('GIF87a')) || starts(bytes, ascii('GIF89a'))) {
    return { ok: true, mime: 'image/gif', ext: 'gif' };
  }
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) {
    return { ok: true, mime: 'image/webp', ext: 'webp' };
  }
  return { ok: false, found: describe(bytes) };
}

function describe(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'an empty file';
  if (starts(bytes, ascii('%PDF-'))) return 'a PDF document';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive';
  if (starts(bytes, ascii('MZ'))) return 'a Windows executable';
  if (starts(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'an ELF executable';
  // Markup may start with a BOM, whitespace or comments: look at the first kilobyte as text.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'an SVG image';
  if (/<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]/.test(head)) {
    return 'an HTML document';
  }
  if (/^\ufeff?\s*<\?xml/.test(head)) return 'an XML document';
  return 'a file of an unrecognised type';
}
