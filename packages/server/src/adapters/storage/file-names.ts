/**
 * Makes a user-supplied file name safe to store and to offer as a download name
 * (security check 38): no path parts, control, bidi or reserved characters, bounded length.
 */
const MAX_BYTES = 200;
// C0/C1 controls, DEL, bidi embeddings/overrides/isolates and marks (they can disguise `exe` as `txt`),
// zero-width characters and the BOM.
/* eslint-disable no-control-regex -- stripping control characters is the point */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/* eslint-enable no-control-regex */
const RESERVED = /[<>:"/\\|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

/** Cuts to at most `max` UTF-8 bytes without splitting a character. */
function truncateBytes(s: string, max: number): string {
  let out = '';
  for (const ch of s) {
    if (byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}

export function sanitizeFileName(input: string, fallback = 'file'): string {
  let name = input.normalize('NFC').replace(INVISIBLE, '');
  // Keep only the last path segment, whichever separator the client's OS used.
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  // Leading dots would make a hidden file or a `..` segment; trailing dots and spaces confuse Windows.
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (WINDOWS_DEVICE.test(name)) name = `_${name}`;
  if (byteLength(name) > MAX_BYTES) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name =
      truncateBytes(name.slice(0, name.length - ext.length), MAX_BYTES - byteLength(ext)).trim() +
      ext;
  }
  return name || fallback;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the exact name per RFC 6266/5987. */
export function attachmentHeader(fileName: string): string {
  const safe = sanitizeFileName(fileName, 'download');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
