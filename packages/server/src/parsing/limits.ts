/**
 * What one parse may allocate. A 10 MB upload can hold a million short lines, and every row of
 * text becomes several objects on its way to a script line: past this many rows the parse stops
 * with a clear message instead of running its process out of memory. A 300-page script has about
 * 16,000 rows; the cap leaves room for over three times that.
 */
import { ParseError } from './errors';

export const MAX_ROWS = 60_000;
/** Positioned text runs (PDF glyph runs, DOCX text boxes): several make up one row. */
export const MAX_RUNS = MAX_ROWS * 8;

export const TOO_MANY_ROWS = `This file holds more than ${MAX_ROWS.toLocaleString('en-GB')} lines of text — more than any screenplay; it cannot be processed`;

export function checkCount(count: number, max = MAX_ROWS): void {
  if (count > max) throw new ParseError('too_large', TOO_MANY_ROWS);
}
