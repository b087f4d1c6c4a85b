/**
 * Side-by-side (dual) dialogue in positioned text: a row holding two cues starts a block whose
 * rows are split at the gutter between the cues. The block becomes the left speech followed by
 * the right one — reading order — with explicit types, so the classifier passes it through.
 */
import type { ElementType, Row, Segment } from './model';
import { looksLikeCue } from './rules';

const isDualCueRow = (row: Row): boolean =>
  !row.type &&
  row.segments.length === 2 &&
  row.segments[1].x - row.segments[0].x >= 12 &&
  row.segments.every((s) => looksLikeCue(s.text));

function speechRows(cue: Segment, lines: Segment[][], base: Row, side: 'left' | 'right'): Row[] {
  const out: Row[] = [
    { ...base, segments: [cue], type: 'character', dual: side, blankBefore: true },
  ];
  let inParen = false;
  for (const segs of lines) {
    if (segs.length === 0) continue;
    const text = segs.map((s) => s.text).join(' ');
    const type: ElementType = inParen || text.startsWith('(') ? 'parenthetical' : 'dialogue';
    inParen = type === 'parenthetical' && !text.endsWith(')');
    out.push({ ...base, segments: [{ text, x: segs[0].x }], type, dual: side, blankBefore: false });
  }
  return out;
}

export function splitDualDialogue(rows: Row[]): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const next = rows[i + 1];
    if (!isDualCueRow(row) || !next || next.blankBefore || next.page !== row.page) {
      out.push(row);
      continue;
    }
    const [leftCue, rightCue] = row.segments;
    const gutter = (leftCue.x + rightCue.x) / 2;
    const left: Segment[][] = [];
    const right: Segment[][] = [];
    let j = i + 1;
    for (; j < rows.length && !rows[j].blankBefore && rows[j].page === row.page; j++) {
      left.push(rows[j].segments.filter((s) => s.x < gutter));
      right.push(rows[j].segments.filter((s) => s.x >= gutter));
    }
    out.push(
      ...speechRows(leftCue, left, row, 'left'),
      ...speechRows(rightCue, right, row, 'right'),
    );
    i = j - 1;
  }
  return out;
}
