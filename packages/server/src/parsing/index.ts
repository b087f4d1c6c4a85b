/**
 * The screenplay parser: bytes in, ordered script lines out. Pure and in-process; the server runs
 * it through `child/run.ts` so a hostile file cannot take the API down.
 */
import { SCENES_MAX, TOO_MANY_LINES } from '@castmyscript/api/contract';

import { buildLines } from './build-lines';
import { classify } from './classify';
import { alignPages } from './columns';
import { splitDualDialogue } from './dual';
import { ParseError } from './errors';
import { removeFurniture } from './furniture';
import type { ParseResult, ScriptModel, SourceFormat } from './model';
import { checkCount } from './limits';
import { estimatePages } from './page-count';
import { dropRepeatedPageJoins } from './page-joins';
import { readDocx } from './readers/docx';
import { readFdx } from './readers/fdx';
import { readFountain } from './readers/fountain';
import { readPdf } from './readers/pdf';
import { readTxt } from './readers/txt';
import { sniffFormat } from './sniff';
import { titleOfRows } from './title-page';

export { ParseError, FAILURE_MESSAGES, type ParseFailureCode } from './errors';
export type { ParseResult, ScriptLine, LineKind } from './model';
export { toScoredLines } from './scored-lines';

async function read(format: SourceFormat, bytes: Uint8Array): Promise<ScriptModel> {
  switch (format) {
    case 'pdf':
      return readPdf(bytes);
    case 'docx':
      return readDocx(bytes);
    case 'fdx':
      return readFdx(bytes);
    case 'fountain':
      return readFountain(bytes);
    default:
      return readTxt(bytes);
  }
}

/**
 * Physical pages that hold something to be read. Furniture (a title page, page numbers) is gone
 * by now and a blank page never had an element, so neither is counted: a page is billed for the
 * words on it, not for the paper.
 */
function pagesRead(elements: { page: number; text: string }[]): number {
  const pages = new Set<number>();
  for (const el of elements) if (/[\p{L}\p{N}]/u.test(el.text)) pages.add(el.page);
  return Math.max(1, pages.size);
}

/** `fileName` is only for messages; the format is always sniffed from the content. */
export async function parseScript(bytes: Uint8Array, _fileName?: string): Promise<ParseResult> {
  const format = sniffFormat(bytes);
  const model = await read(format, bytes);
  checkCount(model.rows.length);
  const rows = dropRepeatedPageJoins(removeFurniture(model.rows));
  const elements = classify(splitDualDialogue(format === 'pdf' ? rows : alignPages(rows)));
  const lines = buildLines(elements);
  const title = model.title ?? titleOfRows(model.rows);
  if (lines.length === 0) throw new ParseError(format === 'pdf' ? 'no_text' : 'empty');
  // What could not be saved by hand is not made by an upload either.
  if (lines.length > SCENES_MAX) throw new ParseError('too_large', TOO_MANY_LINES);
  return {
    format,
    pageCount: model.pageCount === undefined ? estimatePages(elements) : pagesRead(elements),
    ...(model.pageCount !== undefined && { filePages: model.pageCount }),
    lines,
    ...(model.pdfFallback && { pdfFallback: model.pdfFallback }),
    ...(title && { title }),
  };
}
