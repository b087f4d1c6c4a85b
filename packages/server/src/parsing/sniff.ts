/**
 * Decides the format from the bytes, never from the file name: %PDF magic,
 * a ZIP holding word/document.xml, an XML document whose root is <FinalDraft>, otherwise text —
 * Fountain when it uses Fountain's own markers, plain screenplay text when not.
 */
import { startsWith } from '../lib/file-sniff';
import { ParseError } from './errors';
import type { SourceFormat } from './model';
import { decodeText } from './readers/txt';
import { zipEntryNames } from './readers/zip';

/** Share of control bytes (other than tab, newlines, form feed) — binary data has many. */
const looksBinary = (bytes: Uint8Array): boolean => {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of sample) if (b === 0 || (b < 32 && ![9, 10, 12, 13].includes(b))) control++;
  return control > sample.length * 0.01;
};

const FOUNTAIN_SIGNS = [
  /^(?:Title|Credit|Author|Authors|Source|Draft date|Contact):/im,
  /^\.[A-Z][^.\n]/m,
  /^@[A-Z]/m,
  /^\s*>[^<\n]+<\s*$/m,
  /^[A-Z][^a-z\n]*\^\s*$/m,
  /\[\[[^\]]*\]\]/,
  /^={3,}\s*$/m,
  /^#{1,3} \S/m,
];

export function isFountainText(text: string): boolean {
  // Counted in place rather than split into lines: the file may be 10 MB of them.
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  let indented = 0;
  for (const re = /^(?: {6,}|\t{2,})\S/gm; re.exec(text);) indented++;
  // Screenplay-indented text is plain TXT even if it happens to contain a Fountain-like line.
  if (indented > lines * 0.1) return false;
  return (
    FOUNTAIN_SIGNS.filter((re) => re.test(text)).length >= 1 ||
    /\.fountain\b/i.test(text.slice(0, 200))
  );
}

export function sniffFormat(bytes: Uint8Array): SourceFormat {
  if (bytes.length === 0) throw new ParseError('empty');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (zipEntryNames(bytes).includes('word/document.xml')) return 'docx';
    throw new ParseError('unsupported');
  }
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && looksBinary(bytes)) throw new ParseError('unsupported');
  const text = decodeText(bytes.subarray(0, 65536));
  if (/^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<FinalDraft[\s>]/.test(text))
    return 'fdx';
  if (/^\uFEFF?\s*</.test(text)) throw new ParseError('unsupported');
  return isFountainText(decodeText(bytes)) ? 'fountain' : 'txt';
}
