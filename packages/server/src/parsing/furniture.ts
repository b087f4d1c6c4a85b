/**
 * Removes page furniture from positioned rows before classification (page
 * numbers, scene numbers, CONTINUED markers, running headers, title pages and revision marks never
 * reach a line). Typed rows (FDX, Fountain) have none and pass through.
 */
import { type Row, rowText, rowX } from './model';
import {
  isContinuedMarker,
  isDottedPageNumber,
  isMore,
  isPageNumber,
  isRevisionMark,
  isSceneHeading,
  isSceneNumber,
  looksLikeCue,
} from './rules';
import { isShout } from './speech-gaps';

const DATED_HEADER =
  /\b(?:revisions?|revised|draft|rev)\b.*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}\/\d{1,2}\/\d{2,4}.*\b(?:revision|draft)\b/i;

/**
 * A running header with a revision mark and the page number: "LAST TRAIN - Rev. 5/2     2.". It
 * is furniture wherever it stands, since pasted text keeps it mid-page without a page break.
 */
const REVISION =
  /\b(?:rev(?:ision|ised)?\.?|draft)\s*[:#]?\s*\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/i;
const isRevisionHeader = (row: Row, text: string): boolean => {
  if (text.length > HEADER_MAX / 2 || !REVISION.test(text)) return false;
  const last = row.segments[row.segments.length - 1].text;
  return row.segments.length >= 2 ? isPageNumber(last) : /\s\d{1,4}\.$/.test(text);
};

/** Scene numbers on either margin and revision asterisks in the right margin. */
function trimMargins(row: Row): Row {
  let segs = row.segments.map((s) => ({ ...s, text: s.text.replace(/\s+\*+$/, '') }));
  segs = segs.filter((s) => !isRevisionMark(s.text));
  if (segs.length >= 2 && isSceneNumber(segs[0].text)) segs = segs.slice(1);
  if (segs.length >= 2 && isSceneNumber(segs[segs.length - 1].text)) segs = segs.slice(0, -1);
  if (segs.length === 1) {
    // "12 INT. HOUSE - DAY 12" printed without a column gap
    const m = segs[0].text.match(/^([A-Z]?\d+[A-Z]?)\.?\s+(.+?)\s+\1\.?$/);
    if (m) segs = [{ ...segs[0], text: m[2] }];
  }
  return { ...row, segments: segs };
}

/** Running headers are short; a paragraph is never one (nor worth copying to compare). */
const HEADER_MAX = 200;

const headerKey = (row: Row): string | undefined => {
  const text = rowText(row);
  return text.length > HEADER_MAX
    ? undefined
    : text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
};

export function isTitlePage(rows: Row[], pages: number): boolean {
  const first = rows.filter((r) => r.page === rows[0]?.page);
  if (pages < 2 || first.length === 0 || first.length > 30) return false;
  const text = first.map(rowText).join('\n');
  if (first.some((r) => isSceneHeading(rowText(r))) || /\bFADE IN\b/.test(text)) return false;
  // A speech (a cue with its first line right under it, further left) means the script has begun.
  return !first.some((r, i) => {
    const next = first[i + 1];
    return next && !next.blankBefore && looksLikeCue(rowText(r)) && rowX(next) < rowX(r) - 2;
  });
}

export function removeFurniture(input: Row[]): Row[] {
  if (input.length === 0 || input.every((r) => r.type)) return input;
  // Judged before the margins are trimmed, which would take its page number for a scene number.
  const headers = new Set<Row>();
  let rows = input
    .map((r) => {
      const trimmed = trimMargins(r);
      if (isRevisionHeader(r, rowText(r))) headers.add(trimmed);
      return trimmed;
    })
    .filter((r) => r.segments.length > 0);
  const byPage = new Map<number, Row[]>();
  for (const r of rows) {
    const list = byPage.get(r.page);
    if (list) list.push(r);
    else byPage.set(r.page, [r]);
  }
  const pages = new Set(byPage.keys());
  const firstOrLast = new Set<Row>();
  for (const onPage of byPage.values()) {
    // Furniture stands apart: a row followed directly by text (a cue and its speech) is not.
    const apart = (r: Row, i: number) => !onPage[i + 1] || onPage[i + 1].blankBefore;
    onPage.forEach((r, i) => {
      if ((i < 2 || i >= onPage.length - 2) && apart(r, i)) firstOrLast.add(r);
    });
  }
  // Running headers: the same text (numbers aside) at the top or foot of several pages.
  const seen = new Map<string, number>();
  for (const r of firstOrLast) {
    const key = headerKey(r);
    if (key !== undefined) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const repeated = (r: Row) => {
    const key = headerKey(r);
    return (
      key !== undefined && pages.size >= 3 && (seen.get(key) ?? 0) >= Math.max(2, pages.size * 0.3)
    );
  };
  const isFurniture = (r: Row, i: number): boolean => {
    const text = rowText(r);
    if (isContinuedMarker(text) || isDottedPageNumber(text) || DATED_HEADER.test(text)) return true;
    if (headers.has(r)) return true;
    if (firstOrLast.has(r) && (isPageNumber(text) || repeated(r))) return true;
    // A bare number standing alone between blank lines is a page number in pasted text.
    const alone = r.blankBefore && (!rows[i + 1] || rows[i + 1].blankBefore);
    return isPageNumber(text) && (alone || (r.segments[0].x ?? 0) > 55);
  };
  const kept: Row[] = [];
  let dropped = false;
  // White space before dropped furniture still separates what stood around it.
  let gap = false;
  rows.forEach((r, i) => {
    if (isFurniture(r, i)) {
      gap ||= r.blankBefore;
      dropped = true;
      return;
    }
    const prev = kept[kept.length - 1];
    // Across a page break the text goes on: a cue keeps its speech, an unfinished line its end
    // (a word broken by a hyphen, not a sentence broken off with a dash), but a new cue is new.
    const resumes =
      dropped &&
      prev &&
      ((looksLikeCue(rowText(prev)) && !isShout(rowText(prev))) ||
        /(?:[\p{Ll},;]|[^-]-)$/u.test(rowText(prev))) &&
      !(looksLikeCue(rowText(r)) && rowX(r) > rowX(prev) + 4);
    const blankBefore = resumes ? false : r.blankBefore || (dropped && gap);
    kept.push(blankBefore === r.blankBefore ? r : { ...r, blankBefore });
    dropped = false;
    gap = false;
  });
  rows = kept;
  if (isTitlePage(rows, pages.size)) rows = rows.filter((r) => r.page !== rows[0].page);
  return rows;
}

export const isMoreRow = (row: Row) => isMore(rowText(row));
