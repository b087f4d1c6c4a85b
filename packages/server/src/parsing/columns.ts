/**
 * Per-document margin clustering: where action, dialogue and cues start. Screenplay software
 * and typists put each element at a fixed indent, but which indents differ per document (PDF
 * points, tab stops, converter offsets), so they are measured rather than assumed.
 */
import { type Row, rowText, rowX } from './model';
import { isCaps, looksLikePlacedCue } from './rules';

export interface Columns {
  action: number;
  /** Dialogue indent relative to action; undefined when the text has no usable indentation. */
  dialogue?: number;
  /** Smallest indent (relative to action) at which a capitalised line counts as a cue. */
  cue: number;
  /** The format marks its cues (DOCX styles): untyped rows are never cues then. */
  typedCues?: boolean;
}

const mode = (values: number[]): number | undefined => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(Math.round(v), (counts.get(Math.round(v)) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [v, c] of counts)
    if (c > bestCount || (c === bestCount && v < (best ?? Infinity))) [best, bestCount] = [v, c];
  return best;
};

// Action lines are the long ones: dialogue wraps at about 35 characters, action at about 60.
const longRows = (rows: Row[]) =>
  rows.filter((r) => rowText(r).length >= 42 && !isCaps(rowText(r)));

/** x of the first line of each speech: the row right after an indented cue. */
const speechStarts = (rows: Row[], action: number): number[] => {
  const out: number[] = [];
  rows.forEach((r, i) => {
    if (rowX(r) - action < 4 || !looksLikePlacedCue(rowText(r))) return;
    // The first spoken line, past any parenthetical directly under the cue.
    let j = i + 1;
    while (rows[j] && !rows[j].blankBefore && rowText(rows[j]).startsWith('(')) j++;
    const next = rows[j];
    if (!next || next.blankBefore || r.paragraph !== next.paragraph || r.page !== next.page) return;
    if (rowX(next) < rowX(r) - 1) out.push(rowX(next));
  });
  return out;
};

export function measureColumns(rows: Row[]): Columns {
  const free = rows.filter((r) => !r.type);
  if (rows.some((r) => r.type === 'character' && !r.dual))
    return { action: 0, cue: 0, typedCues: true };
  const long = longRows(free);
  if (long.length < 3) {
    // Too little action to see its margin: put it a standard inch left of the dialogue.
    const dialogueX = mode(speechStarts(free, mode(free.map(rowX)) ?? 0));
    if (dialogueX === undefined) return { action: mode(free.map(rowX)) ?? 0, cue: 0 };
    return { action: dialogueX - 10, dialogue: 10, cue: 13 };
  }
  const action = mode(long.map(rowX)) ?? 0;
  const starts = speechStarts(free, action).map((x) => x - action);
  const dialogue = mode(starts);
  if (dialogue === undefined || dialogue < 3) return { action, cue: 0 };
  return { action, dialogue, cue: dialogue + 3 };
}

/**
 * Text extracted page by page (pdftotext, converters) crops each page to its own leftmost text,
 * so a page without action starts at the dialogue column. Shift each page back into line.
 */
export function alignPages(rows: Row[]): Row[] {
  const pages = new Map<number, Row[]>();
  // Pushed, not spread: a copy per row is quadratic on a long page (pasted text has one page).
  for (const r of rows) {
    if (r.type) continue;
    const list = pages.get(r.page);
    if (list) list.push(r);
    else pages.set(r.page, [r]);
  }
  const pageAction = new Map<number, number>();
  for (const [page, list] of pages) {
    const long = longRows(list);
    if (long.length >= 2) pageAction.set(page, mode(long.map(rowX)) ?? 0);
  }
  const target = mode([...pageAction.values()]);
  if (target === undefined) return rows;
  const shift = new Map<number, number>();
  for (const [page, x] of pageAction) shift.set(page, target - x);
  const shifted = applyShift(rows, shift);
  // Pages of pure dialogue: line their speeches up with the measured dialogue column.
  const cols = measureColumns(shifted.filter((r) => shift.has(r.page)));
  if (cols.dialogue === undefined) return shifted;
  for (const [page, list] of pages) {
    if (shift.has(page)) continue;
    const starts = speechStarts(list, cols.action);
    if (starts.length) shift.set(page, cols.action + cols.dialogue - (mode(starts) ?? 0));
  }
  return applyShift(rows, shift);
}

function applyShift(rows: Row[], shift: Map<number, number>): Row[] {
  if ([...shift.values()].every((d) => Math.abs(d) < 1)) return rows;
  return rows.map((r) => {
    const d = shift.get(r.page) ?? 0;
    return d ? { ...r, segments: r.segments.map((s) => ({ ...s, x: s.x + d })) } : r;
  });
}
