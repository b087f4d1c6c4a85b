import type { ScriptFormat } from '@castmyscript/api/contract';

import { describeFile, knownBinary, startsWith } from '../../lib/file-sniff';
import { type RangeReader, readZipDirectory } from '../../lib/zip-directory';
import { ParseError } from '../../parsing/errors';
import { MAX_UNZIPPED_BYTES } from '../../parsing/readers/zip';
import { sniffFormat } from '../../parsing/sniff';

/**
 * Identifies an uploaded script by its bytes, never by its name or declared type (security check
 * 35), reading only its first bytes — and, for a ZIP, its central directory at the end, judged
 * before anything is inflated (check 36). The parser's own format sniffing decides what is a
 * script; anything else is named in the refusal ("a ZIP archive", "an HTML document").
 */
export type ScriptSniff =
  | { ok: true; format: ScriptFormat }
  | { ok: false; reason: 'not_a_script'; found: string }
  | { ok: false; reason: 'expands_too_far' };

/** Enough for every signature and for telling Fountain from plain screenplay text. */
export const SNIFF_HEAD_BYTES = 64 * 1024;
/** A screenplay DOCX has a few dozen parts; thousands mean something else. */
const MAX_ZIP_ENTRIES = 2000;
const MAX_DIRECTORY_BYTES = MAX_ZIP_ENTRIES * 1024;

const WORDING = {
  xml: 'an XML document that is not Final Draft',
  unknown: 'a binary file of an unrecognised type',
};

export async function sniffScript(read: RangeReader, size: number): Promise<ScriptSniff> {
  const head = await read(0, Math.min(size, SNIFF_HEAD_BYTES));
  const notScript = {
    ok: false,
    reason: 'not_a_script',
    found: describeFile(head, WORDING),
  } as const;
  if (knownBinary(head)) return notScript;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(read, size, notScript);
  try {
    const format = sniffFormat(head);
    return format === 'docx' ? notScript : { ok: true, format };
  } catch (err) {
    if (err instanceof ParseError) return notScript;
    throw err;
  }
}

async function sniffZip(
  read: RangeReader,
  size: number,
  notScript: ScriptSniff,
): Promise<ScriptSniff> {
  const entries = await readZipDirectory(read, size, MAX_DIRECTORY_BYTES);
  if (entries === 'too_large') return { ok: false, reason: 'expands_too_far' };
  if (!entries?.some((e) => e.name === 'word/document.xml')) return notScript;
  const declared = entries.reduce((n, e) => n + e.size, 0);
  if (declared > MAX_UNZIPPED_BYTES || entries.length > MAX_ZIP_ENTRIES) {
    return { ok: false, reason: 'expands_too_far' };
  }
  return { ok: true, format: 'docx' };
}
