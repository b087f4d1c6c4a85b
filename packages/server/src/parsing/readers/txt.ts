/**
 * Plain-text reader: screenplay-indented text (tabs expanded, form feeds as page breaks) or text
 * with no usable indentation; the classifier decides which from the column statistics.
 */
import type { ScriptModel } from '../model';
import { rowsFromTextLines } from './layout';

/** UTF-8 (with or without BOM), UTF-16 by BOM, else Windows-1252 as old script files are. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export const splitPages = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\f')
    .map((page) => page.split('\n'));

export function readTxt(bytes: Uint8Array): ScriptModel {
  return { format: 'txt', rows: rowsFromTextLines(splitPages(decodeText(bytes))) };
}
