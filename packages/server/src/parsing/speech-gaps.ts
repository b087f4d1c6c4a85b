/**
 * Speeches broken by stray blank lines. Scripts copied out of PDFs by some converters put a blank
 * line before every parenthetical and before any line that starts in capitals ("JAY", blank,
 * "(OFF MISSILES)", speech; "You might wanna be", blank, "CAREFUL--"). A blank line normally ends
 * a speech; these rules say when the speech clearly goes on across it.
 */
import { type Row, rowText } from './model';
import { isCaps, isSceneHeading, isTransition } from './rules';

/** A short capitalised exclamation or broken-off line ("OH--", "THAT?", "SHUT IT OFF!"). */
export const isShout = (text: string): boolean =>
  text.length <= 40 &&
  isCaps(text) &&
  /\p{L}/u.test(text) &&
  /(?:-|!|\?|…|\.\.\.)["'’”]?$/u.test(text) &&
  !text.startsWith('(') &&
  !isSceneHeading(text) &&
  !isTransition(text);

/** A parenthetical complete on one row: "(BEAT)", "(to Archie)". */
export const isWholeParenthetical = (text: string): boolean => /^\([^()]*\)$/.test(text);

/** The sentence is cut off mid-way: it ends in a small letter or a comma. */
export const isUnfinished = (text: string | undefined): boolean =>
  !!text && /[\p{Ll},]$/u.test(text);

/** Text that carries on an unfinished sentence: a small letter first, or a few capitals. */
export const carriesOn = (text: string): boolean =>
  /^\p{Ll}/u.test(text) || (isCaps(text) && text.split(/\s+/).length <= 3 && !text.startsWith('('));

const onSamePage = (a: Row, b: Row | undefined): b is Row => !!b && a.page === b.page;

/** Nothing follows the row in the same block: the next row is after a blank, or there is none. */
export const endsBlock = (rows: Row[], i: number): boolean =>
  !rows[i + 1] || rows[i + 1].blankBefore || rows[i + 1].page !== rows[i].page;

/**
 * What follows a cue after a blank line still starts its speech when it is a parenthetical with
 * the speech right under it, or a lone capitalised exclamation that is nobody's cue.
 */
export function speechAfterGap(rows: Row[], i: number): boolean {
  const next = rows[i + 1];
  if (!onSamePage(rows[i], next)) return false;
  const text = rowText(next);
  if (text.startsWith('(')) {
    const after = rows[i + 2];
    return onSamePage(next, after) && !after.blankBefore;
  }
  return isShout(text) && endsBlock(rows, i + 1);
}

/**
 * Inside a speech, a parenthetical after a blank line belongs to it when more speech follows it
 * directly (or after the same kind of gap, as a lone exclamation).
 */
export function parentheticalAfterGap(rows: Row[], i: number): boolean {
  const row = rows[i];
  if (!isWholeParenthetical(rowText(row))) return false;
  const next = rows[i + 1];
  if (!onSamePage(row, next)) return false;
  if (!next.blankBefore) return !rowText(next).startsWith('(');
  return isShout(rowText(next)) && endsBlock(rows, i + 1);
}
