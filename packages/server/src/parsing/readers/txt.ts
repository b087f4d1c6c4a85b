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

function* linesOf(page: string): Generator<string> {
  const end = /\r\n?|\n/g;
  let start = 0;
  for (let m = end.exec(page); m; m = end.exec(page)) {
    yield page.slice(start, m.index);
    start = end.lastIndex;
  }
  yield page.slice(start);
}

/**
 * Pages (form feeds) of lines, read as they are needed: a 10 MB file of a million short lines
 * stops at the row cap without first holding every line as a string of its own.
 */
export function* splitPages(text: string): Generator<Iterable<string>> {
  for (const page of text.split('\f')) yield linesOf(page);
}

export function readTxt(bytes: Uint8Array): ScriptModel {
  return { format: 'txt', rows: rowsFromTextLines(splitPages(decodeText(bytes))) };
}
