/**
 * Where indentation stops carrying meaning. Scripts copied from web archives often keep their
 * layout for a few pages and then go flush left: a cue alone on its line, the speech directly
 * under it, a blank line between speeches. The document's measured columns then call every cue
 * action. This finds those stretches so the classifier reads them by Fountain-like cue rules.
 */
import type { Columns } from './columns';
import { type Row, rowText, rowX } from './model';
import { looksLikeCue } from './rules';

// Fewer rows than this between indented speeches is ordinary action in an indented script.
const MIN_RUN = 10;
// Speeches the stretch must hold before it is read as flush-left dialogue.
const MIN_SPEECHES = 2;

const sameBlock = (a: Row, b: Row | undefined): b is Row =>
  !!b && !b.blankBefore && a.page === b.page;

/** A cue then its first spoken line, both at the same (flush) margin. */
function flatSpeechAt(rows: Row[], i: number): boolean {
  const row = rows[i];
  const next = rows[i + 1];
  if (!row.blankBefore || !sameBlock(row, next)) return false;
  const nextText = rowText(next);
  return (
    Math.abs(rowX(next) - rowX(row)) <= 1 &&
    looksLikeCue(rowText(row)) &&
    !looksLikeCue(nextText) &&
    !nextText.startsWith('-')
  );
}

/**
 * One flag per row: true where the row sits in a stretch without indented speech that holds
 * flush-left speeches. Indented speech is a cue right of the action margin with its first line
 * under it, further left but still indented, so a stray right-margin "CONTINUED:" and page number
 * or a centred title does not end a stretch.
 */
export function flatRows(rows: Row[], cols: Columns): boolean[] {
  const flat = new Array<boolean>(rows.length).fill(false);
  if (cols.dialogue === undefined || cols.typedCues) return flat;
  const min = Math.max(4, cols.dialogue - 3);
  const indented = (r: Row | undefined) => !!r && !r.type && rowX(r) - cols.action >= min;
  const inSpeech = (i: number) => {
    const [row, next] = [rows[i], rows[i + 1]];
    return (
      indented(row) &&
      sameBlock(row, next) &&
      indented(next) &&
      rowX(next) < rowX(row) - 1 &&
      looksLikeCue(rowText(row))
    );
  };
  let start = 0;
  for (let i = 0; i <= rows.length; i++) {
    if (i < rows.length && !inSpeech(i)) continue;
    if (i - start >= MIN_RUN) {
      let speeches = 0;
      for (let j = start; j < i - 1 && speeches < MIN_SPEECHES; j++)
        if (flatSpeechAt(rows, j)) speeches++;
      if (speeches >= MIN_SPEECHES) flat.fill(true, start, i);
    }
    start = i + 1;
  }
  return flat;
}
