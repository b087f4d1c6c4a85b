/**
 * Turns positioned text (PDF glyph runs, DOCX text boxes) and monospaced text lines into rows of
 * the common model. Both come down to columns: 7.2 pt is one character of 12-point Courier.
 */
import { MAX_RUNS, checkCount } from '../limits';
import type { Row, Segment } from '../model';

export const POINTS_PER_COLUMN = 7.2;

export interface PlacedText {
  text: string;
  /** Left edge and width in points; y in points from the top of the page (baseline). */
  x: number;
  y: number;
  width: number;
  page: number;
  bold?: boolean;
}

/**
 * Runs of white space as one space. A global replace builds its result as a chain of pieces that
 * the row then keeps alive: on a 10 MB file of long lines that was ~15 bytes of heap per byte of
 * text. Most text needs nothing done; the rest is rebuilt flat by join.
 */
export const collapseSpaces = (text: string): string =>
  /\s\s|[^\S ]/.test(text) ? text.split(/\s+/).join(' ') : text;

/** Single line spacing: a low percentile of row steps (blank lines make up to half of them). */
const lineStep = (values: number[]): number => {
  if (values.length === 0) return 12;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.2)];
};

/** Glyph runs closer than this (in columns) belong to one segment; wider gaps split columns. */
const SEGMENT_GAP = 2.5;

const toSegments = (items: PlacedText[]): Segment[] => {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  let end = -Infinity;
  let previous: PlacedText | undefined;
  for (const item of sorted) {
    const x = item.x / POINTS_PER_COLUMN;
    // The same run printed again on top of itself (bold by overprinting) is read once.
    if (previous?.text === item.text && Math.abs(previous.x - item.x) < POINTS_PER_COLUMN / 2)
      continue;
    previous = item;
    const gap = x - end;
    const last = segments[segments.length - 1];
    if (last && gap < SEGMENT_GAP) {
      last.text +=
        gap > 0.4 && !/\s$/.test(last.text) && !/^\s/.test(item.text) ? ' ' + item.text : item.text;
    } else {
      segments.push({ text: item.text, x });
    }
    end = Math.max(end, x + item.width / POINTS_PER_COLUMN);
  }
  return segments
    .map((s) => ({ x: s.x, text: collapseSpaces(s.text).trim() }))
    .filter((s) => s.text.length > 0);
};

export function rowsFromPlacedText(items: PlacedText[]): Row[] {
  checkCount(items.length, MAX_RUNS);
  const byPage = new Map<number, PlacedText[]>();
  for (const item of items) {
    if (!item.text.trim()) continue;
    const list = byPage.get(item.page) ?? [];
    list.push(item);
    byPage.set(item.page, list);
  }
  const grouped: { page: number; y: number; items: PlacedText[] }[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const sorted = byPage.get(page)!.sort((a, b) => a.y - b.y || a.x - b.x);
    for (const item of sorted) {
      const last = grouped[grouped.length - 1];
      // Baselines within a few points are one printed line (superscripts, mixed fonts).
      if (last && last.page === page && Math.abs(item.y - last.y) < 3) last.items.push(item);
      else grouped.push({ page, y: item.y, items: [item] });
    }
  }
  const steps: number[] = [];
  for (let i = 1; i < grouped.length; i++) {
    const d = grouped[i].y - grouped[i - 1].y;
    if (grouped[i].page === grouped[i - 1].page && d > 0) steps.push(d);
  }
  const lineHeight = lineStep(steps);
  const rows: Row[] = [];
  grouped.forEach((g, i) => {
    const prev = grouped[i - 1];
    const segments = toSegments(g.items);
    if (segments.length === 0) return;
    rows.push({
      page: g.page,
      segments,
      blankBefore: !prev || prev.page !== g.page || g.y - prev.y > lineHeight * 1.5,
      bold: g.items.every((it) => it.bold),
    });
  });
  return rows;
}

/**
 * Tab stops every 8 columns. Built from the pieces between tabs, never a character at a time: a
 * string grown by one character per step holds a node per character until it is flattened, which
 * on a 10 MB file of long lines was most of the parse's memory.
 */
const expandTabs = (line: string, stop = 8): string => {
  if (!line.includes('\t')) return line;
  const pieces = line.split('\t');
  let out = pieces[0];
  for (let i = 1; i < pieces.length; i++) out += ' '.repeat(stop - (out.length % stop)) + pieces[i];
  return out;
};

/**
 * A line's columns: text runs apart by three or more spaces, or by white space other than plain
 * spaces. Found by looking for the gaps, not by matching the runs with a pattern that repeats
 * once a word, whose backtracking record grew with the line (64 MB for a 10 MB line).
 */
function textSegments(line: string): Segment[] {
  const segments: Segment[] = [];
  const gaps = /\s{3,}|\s*[^\S ]\s*/g;
  let from = line.search(/\S/);
  gaps.lastIndex = from;
  for (;;) {
    const gap = gaps.exec(line);
    const to = gap ? gap.index : line.length;
    if (to > from) segments.push({ text: collapseSpaces(line.slice(from, to)), x: from });
    if (!gap) return segments;
    from = gaps.lastIndex;
  }
}

/** Monospaced lines (TXT, monospace DOCX): leading spaces are the indent, 3+ spaces split columns. */
export function rowsFromTextLines(pages: Iterable<Iterable<string>>): Row[] {
  const rows: Row[] = [];
  let page = -1;
  for (const lines of pages) {
    page++;
    let blank = true;
    for (const raw of lines) {
      const spaced = /[\u00a0\u2000-\u200b]/.test(raw)
        ? raw.split(/[\u00a0\u2000-\u200b]/).join(' ')
        : raw;
      const line = expandTabs(spaced).trimEnd();
      // Fountain's convention: a line of exactly two spaces keeps a speech going.
      if (!line.trim() && raw !== '  ') {
        blank = true;
        continue;
      }
      if (!line.trim()) {
        continue;
      }
      rows.push({ page, segments: textSegments(line), blankBefore: blank });
      checkCount(rows.length);
      blank = false;
    }
  }
  return rows;
}
