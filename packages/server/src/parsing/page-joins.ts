/**
 * Text printed twice at a page join: some PDF writers end a page with lines they then
 * print again at the head of the next one, so an exchange is read twice and its second copy lands
 * on the wrong speaker. A run of rows at the head of a page that repeats the rows ending the page
 * before, in the same places, is that copy and is dropped. One repeated row is left alone: two
 * characters may well say "Okay." either side of a break, each under their own cue.
 */
import { type Row, rowText, rowX } from './model';

/** Longest run compared: a cue, a parenthetical and a few lines of speech. */
const MAX_RUN = 8;
const MIN_RUN = 2;

const same = (a: Row, b: Row) => rowText(a) === rowText(b) && Math.abs(rowX(a) - rowX(b)) < 1;

/** How many rows starting at `head` repeat the rows just before it (which end the page before). */
function repeatedRun(rows: Row[], head: number, pageStart: number, pageEnd: number): number {
  const before = head - pageStart;
  const after = pageEnd - head;
  for (let n = Math.min(MAX_RUN, before, after); n >= MIN_RUN; n--) {
    let all = true;
    for (let i = 0; i < n && all; i++) all = same(rows[head - n + i], rows[head + i]);
    if (all) return n;
  }
  return 0;
}

export function dropRepeatedPageJoins(rows: Row[]): Row[] {
  const out: Row[] = [];
  let pageStart = 0;
  for (let i = 0; i < rows.length;) {
    if (i > 0 && rows[i].page !== rows[i - 1].page) {
      let pageEnd = i;
      while (pageEnd < rows.length && rows[pageEnd].page === rows[i].page) pageEnd++;
      const skip = repeatedRun(rows, i, pageStart, pageEnd);
      pageStart = i;
      if (skip > 0) {
        i += skip;
        continue;
      }
    }
    out.push(rows[i]);
    i++;
  }
  return out;
}
