/**
 * Per-document margin clustering: where action, dialogue and cues start. Screenplay software
 * and typists put each element at a fixed indent, but which indents differ per document (PDF
 * points, tab stops, converter offsets), so they are measured rather than assumed.
 */
import { type Row, rowText, rowX } from './model';
import { isCaps, looksLikeCue } from './rules';

export interface Columns {
  action: number;
  /** Dialogue indent relative to action; undefined when the text has no usable indentation. */
  dialogue?: number;
  /** Smallest indent (relative to action) at which a capitalised line counts as a cue. */
  cue: number;
}

const mode = (values: number[]): number | undefined => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(Math.round(v), (counts.get(Math.round(v)) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount || (c === bestCount && v < (best ?? Infinity))) [best, bestCount] = [v, c];
  return best;
};

export function measureColumns(rows: Row[]): Columns {
  const free = rows.filter((r) => !r.type);
  // Action lines are the long ones: dialogue wraps at about 35 characters, action at about 60.
  const long = free.filter((r) => rowText(r).length >= 42 && !isCaps(rowText(r)));
  const action = mode((long.length >= 3 ? long : free).map(rowX)) ?? 0;
  const afterCue: number[] = [];
  free.forEach((r, i) => {
    const next = free[i + 1];
    if (!next || next.blankBefore || r.paragraph !== next.paragraph) return;
    const x = rowX(r) - action;
    if (x >= 4 && looksLikeCue(rowText(r)) && rowX(next) < rowX(r) - 1 && !rowText(next).startsWith('('))
      afterCue.push(rowX(next) - action);
  });
  const dialogue = mode(afterCue);
  if (dialogue === undefined || afterCue.length < 2 || dialogue < 3) return { action, cue: 0 };
  return { action, dialogue, cue: dialogue + 3 };
}
