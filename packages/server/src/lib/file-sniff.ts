/**
 * The server's one content sniffer (security check 35): files are known by their bytes, never by
 * their name or declared type. Scripts (services/documents/script-sniff.ts), avatars
 * (services/users/image-sniff.ts) and the parser's format detection (parsing/sniff.ts) all read
 * signatures here, so "what is this file" has one answer and one wording.
 */
export const startsWith = (bytes: Uint8Array, sig: number[] | string, at = 0): boolean => {
  const codes = typeof sig === 'string' ? [...sig].map((c) => c.charCodeAt(0)) : sig;
  return bytes.length >= at + codes.length && codes.every((b, i) => bytes[at + i] === b);
};

type Signature = { found: string; test: (bytes: Uint8Array) => boolean; binary?: true };

const sig =
  (s: number[] | string, at = 0) =>
  (bytes: Uint8Array) =>
    startsWith(bytes, s, at);

/** Known by their first bytes; `binary` ones can never be the start of a text file. */
const SIGNATURES: Signature[] = [
  { found: 'a PDF document', test: sig('%PDF-') },
  {
    found: 'a ZIP archive',
    test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]),
  },
  // DOS/PE headers are full of NULs; a text file that merely starts with "MZ" has none.
  {
    found: 'a Windows executable',
    test: (b) => startsWith(b, 'MZ') && b.subarray(0, 64).includes(0),
    binary: true,
  },
  { found: 'an ELF executable', test: sig([0x7f, 0x45, 0x4c, 0x46]), binary: true },
  {
    found: 'a macOS executable',
    test: (b) => startsWith(b, [0xcf, 0xfa, 0xed, 0xfe]) || startsWith(b, [0xca, 0xfe, 0xba, 0xbe]),
    binary: true,
  },
  {
    found: 'an old Word (.doc) file — save it as DOCX or PDF',
    test: sig([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    binary: true,
  },
  { found: 'an RTF document — save it as DOCX or PDF', test: sig('{\\rtf') },
  { found: 'a PNG image', test: sig([0x89, 0x50, 0x4e, 0x47]), binary: true },
  { found: 'a JPEG image', test: sig([0xff, 0xd8, 0xff]), binary: true },
  { found: 'a GIF image', test: sig('GIF8') },
  { found: 'a gzip archive', test: sig([0x1f, 0x8b]), binary: true },
  { found: 'a RAR archive', test: sig('Rar!'), binary: true },
  { found: 'a 7-Zip archive', test: sig([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), binary: true },
  { found: 'an MP3 audio file', test: (b) => startsWith(b, 'ID3') || startsWith(b, [0xff, 0xfb]) },
];

/** A signature no text file can start with: refused before any text sniffing is tried. */
export const knownBinary = (bytes: Uint8Array): boolean =>
  SIGNATURES.some((s) => s.binary && s.test(bytes));

/** How the caller words what it did not expect: markup that is XML, and anything unknown. */
export type Wording = { xml: string; unknown: string };

/** What a file really is, for a refusal's message ("a ZIP archive", "an HTML document"). */
export function describeFile(bytes: Uint8Array, wording: Wording): string {
  if (bytes.length === 0) return 'an empty file';
  const known = SIGNATURES.find((s) => s.test(bytes));
  if (known) return known.found;
  // Markup may start with a BOM, whitespace or comments: look at the first kilobyte as text.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'an SVG image';
  if (/<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]/.test(head))
    return 'an HTML document';
  if (/^\ufeff?\s*</.test(head)) return wording.xml;
  return wording.unknown;
}
