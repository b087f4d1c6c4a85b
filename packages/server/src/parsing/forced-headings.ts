/**
 * Scene headings a writer forced: no INT./EXT. prefix, so only the layout and the words say what
 * they are. An all-capitals line at the action margin, set apart by blank lines, that names a place
 * and ends in a time of day ("THE FLOODED QUARRY - NIGHT"); a Fountain ".HEADING" whose dot
 * survived; or, in a PDF that prints headings in bold and little else, a bold line of that shape.
 */
import type { Columns } from './columns';
import { type Row, rowText, rowX } from './model';
import { isCaps, isTransition } from './rules';

const TIME_OF_DAY =
  /\s[-–—]+\s*(?:DAY|NIGHT|MORNING|AFTERNOON|EVENING|DAWN|DUSK|SUNRISE|SUNSET|NOON|MIDNIGHT|LATER|MOMENTS LATER|CONTINUOUS|SAME TIME|SAME|MAGIC HOUR)(?:\s*\([^)]*\))?$/;

// A place is a few words: a longer capitalised line is a shout or a title card.
const MAX_LENGTH = 60;

/** Bold says heading only where it is rare: a PDF set all in bold says nothing by it. */
export const boldIsRare = (rows: Row[]): boolean => {
  let bold = 0;
  for (const r of rows) if (r.bold) bold++;
  return bold > 0 && bold <= rows.length * 0.25;
};

/** A Fountain forced heading kept in the text: one dot, then the heading ("..." is an ellipsis). */
export const FORCED_DOT = /^\.(?=[\p{Lu}\d])/u;

export function isForcedHeading(rows: Row[], i: number, cols: Columns, rareBold: boolean) {
  const row = rows[i];
  const next = rows[i + 1];
  const text = rowText(row);
  const apart = row.blankBefore && (!next || next.blankBefore || next.page !== row.page);
  if (!apart || rowX(row) - cols.action >= 4 || text.length > MAX_LENGTH) return false;
  const bare = text.replace(FORCED_DOT, '');
  if (!isCaps(bare) || isTransition(bare) || /[.!?:,;]$/.test(bare)) return false;
  return FORCED_DOT.test(text) || TIME_OF_DAY.test(bare) || (rareBold && !!row.bold);
}
