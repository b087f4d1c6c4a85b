import type { ScriptFormat } from '@castmyscript/api/contract';
import { unzipSync } from 'fflate';

import { ParseError } from '../../parsing/errors';
import { MAX_UNZIPPED_BYTES } from '../../parsing/readers/zip';
import { sniffFormat } from '../../parsing/sniff';

/**
 * Identifies an uploaded script by its bytes, never by its name or declared type (SECURITY-CHECKS
 * 35): the parser's own format sniffing decides what is a script; anything else is named in the
 * refusal ("a ZIP archive", "a Windows executable", "an HTML document"). A DOCX is also checked
 * from its central directory before anything is inflated (check 36).
 */
export type ScriptSniff =
  | { ok: true; format: ScriptFormat }
  | { ok: false; reason: 'not_a_script'; found: string }
  | { ok: false; reason: 'expands_too_far' };

/** A screenplay DOCX has a few dozen parts; thousands mean something else. */
const MAX_ZIP_ENTRIES = 2000;

const starts = (bytes: Uint8Array, sig: number[] | string, at = 0) => {
  const codes = typeof sig === 'string' ? [...sig].map((c) => c.charCodeAt(0)) : sig;
  return bytes.length >= at + codes.length && codes.every((b, i) => bytes[at + i] === b);
};

/** What a file that is not a script really is, for the message. */
export function describeFile(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'an empty file';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'a ZIP archive';
  if (starts(bytes, 'MZ')) return 'a Windows executable';
  if (starts(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'an ELF executable';
  if (starts(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || starts(bytes, [0xca, 0xfe, 0xba, 0xbe]))
    return 'a macOS executable';
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'an old Word (.doc) file — save it as DOCX or PDF';
  if (starts(bytes, '{\\rtf')) return 'an RTF document — save it as DOCX or PDF';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'a PNG image';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'a JPEG image';
  if (starts(bytes, 'GIF8')) return 'a GIF image';
  if (starts(bytes, [0x1f, 0x8b])) return 'a gzip archive';
  if (starts(bytes, 'Rar!')) return 'a RAR archive';
  if (starts(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'a 7-Zip archive';
  if (starts(bytes, 'ID3') || starts(bytes, [0xff, 0xfb])) return 'an MP3 audio file';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'an SVG image';
  if (/<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]/.test(head))
    return 'an HTML document';
  if (/^\ufeff?\s*<\?xml|^\ufeff?\s*</.test(head)) return 'an XML document that is not Final Draft';
  return 'a binary file of an unrecognised type';
}

/** Sum and count of a ZIP's declared entry sizes, read from its central directory only. */
function declaredZip(bytes: Uint8Array): { total: number; entries: number } {
  let total = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        entries += 1;
        return false;
      },
    });
  } catch {
    // A damaged directory: the parser reports it in its own words.
  }
  return { total, entries };
}

/** Signatures no script can start with: refused before any text sniffing is tried. */
function knownBinary(bytes: Uint8Array): boolean {
  // DOS/PE headers are full of NULs; a text file that merely starts with "MZ" has none.
  if (starts(bytes, 'MZ')) return bytes.subarray(0, 64).includes(0);
  return (
    starts(bytes, [0x7f, 0x45, 0x4c, 0x46]) ||
    starts(bytes, [0xcf, 0xfa, 0xed, 0xfe]) ||
    starts(bytes, [0xca, 0xfe, 0xba, 0xbe]) ||
    starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ||
    starts(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    starts(bytes, [0xff, 0xd8, 0xff]) ||
    starts(bytes, [0x1f, 0x8b]) ||
    starts(bytes, 'Rar!') ||
    starts(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])
  );
}

export function sniffScript(bytes: Uint8Array): ScriptSniff {
  if (knownBinary(bytes)) return { ok: false, reason: 'not_a_script', found: describeFile(bytes) };
  let format: ScriptFormat;
  try {
    format = sniffFormat(bytes);
  } catch (err) {
    if (err instanceof ParseError)
      return { ok: false, reason: 'not_a_script', found: describeFile(bytes) };
    throw err;
  }
  if (format === 'docx') {
    const zip = declaredZip(bytes);
    if (zip.total > MAX_UNZIPPED_BYTES || zip.entries > MAX_ZIP_ENTRIES) {
      return { ok: false, reason: 'expands_too_far' };
    }
  }
  return { ok: true, format };
}
