/**
 * Draft diff: lines up a newly uploaded draft of a screenplay with the previous one, so the audio
 * of every line that did not change can be kept, edited lines are re-voiced in place, and only
 * truly new or cut lines are added or dropped. Pure and deterministic: no I/O, no clock, and the
 * same two drafts always give the same diff.
 *
 * Three passes, surest first, each looking only at what the earlier ones left:
 * 1. identical lines in script order (longest common subsequence, Myers' linear-space diff);
 * 2. identical lines that moved (a scene cut and pasted elsewhere) — still the same recording;
 * 3. edited lines, paired by word similarity with an old line near where their neighbours went.
 */

export type DraftLine = {
  actor: string;
  dialog: string;
  kind: 'scene_heading' | 'action' | 'dialogue' | 'transition';
};

export type LineChange = 'unchanged' | 'changed' | 'added';

/** One line of the new draft; `previous` is its index in the previous draft, null when added. */
export type DiffLine = { index: number; previous: number | null; change: LineChange };

export type DraftDiff = {
  lines: DiffLine[];
  /** Indices in the previous draft that no new line took, ascending. */
  removed: number[];
  counts: { added: number; changed: number; removed: number; unchanged: number };
};

/** Word similarity from which a line is an edit of another: one word changed in two still is. */
const SIMILAR = 0.5;
/** Old lines searched either side of where a new line is expected: keeps pass 3 near-linear. */
const WINDOW = 40;
/** Pass 3 ranks by similarity plus these: a heading should not become dialogue while another
 * heading fits (kind outweighs any similarity gap), and a speaker's own line wins a near tie. */
const SAME_KIND = 0.5;
const SAME_ACTOR = 0.2;
/** Lines paired in pass 3 become anchors for their neighbours; a second round uses them. */
const ROUNDS = 2;

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** What must be equal for the old recording to be reused as is. */
const identity = (l: DraftLine): string =>
  `${l.kind}\u0000${squash(l.actor)}\u0000${squash(l.dialog)}`;

export function diffDrafts(prev: readonly DraftLine[], next: readonly DraftLine[]): DraftDiff {
  const ids = new Map<string, number>();
  const idOf = (line: DraftLine): number => {
    const key = identity(line);
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key)!;
  };
  const a = Int32Array.from(prev, idOf);
  const b = Int32Array.from(next, idOf);

  // match[j] = index in prev of next[j], or -1; taken[i] = prev[i] already has a partner.
  const match = commonSubsequence(a, b);
  const taken = new Uint8Array(prev.length);
  for (const i of match) if (i >= 0) taken[i] = 1;
  matchMoved(a, b, match, taken);
  const exact = match.slice();
  matchEdits(prev, next, match, taken);

  const lines = Array.from(match, (i, index): DiffLine => {
    if (i < 0) return { index, previous: null, change: 'added' };
    return { index, previous: i, change: exact[index] >= 0 ? 'unchanged' : 'changed' };
  });
  const removed = prev.flatMap((_, i) => (taken[i] ? [] : [i]));
  const count = (change: LineChange) => lines.filter((l) => l.change === change).length;
  return {
    lines,
    removed,
    counts: {
      added: count('added'),
      changed: count('changed'),
      removed: removed.length,
      unchanged: count('unchanged'),
    },
  };
}

/**
 * A longest common subsequence of `a` and `b`, as b-index → a-index (-1 off the subsequence).
 * Myers' O((N+M)·D) diff with the middle-snake split, so memory stays linear and a draft with a
 * handful of edits costs little more than one pass, even at thousands of lines.
 */
export function commonSubsequence(a: Int32Array, b: Int32Array): Int32Array {
  const match = new Int32Array(b.length).fill(-1);
  const size = 2 * (a.length + b.length) + 4;
  const v = { fwd: new Int32Array(size), back: new Int32Array(size), off: size >> 1 };

  const split = (aLo: number, aHi: number, bLo: number, bHi: number): void => {
    // Equal ends are matched directly: it also guarantees the middle snake shrinks the problem.
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) match[bLo++] = aLo++;
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) match[--bHi] = --aHi;
    if (aLo === aHi || bLo === bHi) return;
    const [x, y, u, w] = middleSnake(a, aLo, aHi, b, bLo, bHi, v);
    split(aLo, x, bLo, y);
    for (let k = 0; k < u - x; k++) match[y + k] = x + k;
    split(u, aHi, w, bHi);
  };
  split(0, a.length, 0, b.length);
  return match;
}

type Vectors = { fwd: Int32Array; back: Int32Array; off: number };

/**
 * The snake in the middle of a shortest edit script, as absolute [x, y, u, v] (start, end): paths
 * are grown from both corners, one edit at a time, until they overlap on a diagonal k = x - y.
 * fwd[k] is the furthest x reached from the top-left, back[k] the smallest x from the bottom-right.
 */
function middleSnake(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  { fwd, back, off }: Vectors,
): [number, number, number, number] {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const delta = n - m;
  const odd = (delta & 1) !== 0;
  fwd[off + 1] = 0;
  back[off + delta - 1] = n;
  for (let d = 0; d <= Math.ceil((n + m) / 2); d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && fwd[off + k - 1] < fwd[off + k + 1]);
      let x = down ? fwd[off + k + 1] : fwd[off + k - 1] + 1;
      let y = x - k;
      const [x0, y0] = [x, y];
      while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
        x++;
        y++;
      }
      fwd[off + k] = x;
      if (odd && Math.abs(k - delta) <= d - 1 && x >= back[off + k]) {
        return [aLo + x0, bLo + y0, aLo + x, bLo + y];
      }
    }
    for (let k = delta - d; k <= delta + d; k += 2) {
      const up = k === delta + d || (k !== delta - d && back[off + k - 1] < back[off + k + 1] - 1);
      let x = up ? back[off + k - 1] : back[off + k + 1] - 1;
      let y = x - k;
      const [x1, y1] = [x, y];
      while (x > 0 && y > 0 && a[aLo + x - 1] === b[bLo + y - 1]) {
        x--;
        y--;
      }
      back[off + k] = x;
      if (!odd && Math.abs(k) <= d && x <= fwd[off + k]) {
        return [aLo + x, bLo + y, aLo + x1, bLo + y1];
      }
    }
  }
  throw new Error('middleSnake: the two paths never met');
}

/**
 * Pass 2. When a scene moves, the common subsequence keeps only one side of the move; the lines
 * on the other side are still word-for-word the same recording, so identical lines left over are
 * paired by identity, in script order on both sides.
 */
function matchMoved(a: Int32Array, b: Int32Array, match: Int32Array, taken: Uint8Array): void {
  const waiting = new Map<number, number[]>();
  a.forEach((id, i) => {
    if (taken[i]) return;
    const queue = waiting.get(id);
    if (queue) queue.push(i);
    else waiting.set(id, [i]);
  });
  b.forEach((id, j) => {
    const i = match[j] < 0 ? waiting.get(id)?.shift() : undefined;
    if (i === undefined) return;
    match[j] = i;
    taken[i] = 1;
  });
}

type Candidate = { j: number; i: number; rank: number; distance: number };

/**
 * Pass 3. An edited line sits where its neighbours went, so each unpaired new line is compared
 * only with unpaired old lines in a window around that spot (both neighbours are used: one of
 * them may border an inserted or cut block). The best-ranked pairs are taken first, so a weak
 * pair never takes an old line a better one needed.
 */
function matchEdits(
  prev: readonly DraftLine[],
  next: readonly DraftLine[],
  match: Int32Array,
  taken: Uint8Array,
): void {
  const toWords = wordCoder();
  const prevWords = prev.map((l) => toWords(l.dialog));
  const nextWords = next.map((l) => toWords(l.dialog));
  for (let round = 0; round < ROUNDS; round++) {
    const candidates: Candidate[] = [];
    expectedPositions(match, prev.length).forEach((centres, j) => {
      for (const i of windowAround(centres, prev.length)) {
        if (taken[i]) continue;
        const similarity = wordSimilarity(
          prevWords[i],
          nextWords[j],
          prev[i].dialog,
          next[j].dialog,
        );
        if (similarity < SIMILAR) continue;
        const [p, q] = [prev[i], next[j]];
        const rank =
          similarity +
          (p.kind === q.kind ? SAME_KIND : 0) +
          (squash(p.actor) === squash(q.actor) ? SAME_ACTOR : 0);
        const distance = Math.min(...centres.map((c) => Math.abs(c - i)));
        candidates.push({ j, i, rank, distance });
      }
    });
    candidates.sort((x, y) => y.rank - x.rank || x.distance - y.distance || x.j - y.j || x.i - y.i);
    let paired = 0;
    for (const { i, j } of candidates) {
      if (match[j] >= 0 || taken[i]) continue;
      match[j] = i;
      taken[i] = 1;
      paired++;
    }
    if (paired === 0) return;
  }
}

/**
 * For each unpaired new line (others get none), where in the previous draft it would be if it
 * kept its distance to the nearest paired line before it and after it. With no paired line at
 * all, its proportional position.
 */
function expectedPositions(match: Int32Array, prevLength: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  let anchor = -1;
  match.forEach((i, j) => {
    if (i >= 0) anchor = j;
    else out.set(j, anchor < 0 ? [] : [match[anchor] + (j - anchor)]);
  });
  anchor = -1;
  for (let j = match.length - 1; j >= 0; j--) {
    if (match[j] >= 0) anchor = j;
    else if (anchor >= 0) out.get(j)!.push(match[anchor] - (anchor - j));
    else if (out.get(j)!.length === 0) {
      out.get(j)!.push(Math.round((j * prevLength) / Math.max(1, match.length)));
    }
  }
  return out;
}

/** Indices within WINDOW of any centre, inside [0, length), ascending and without repeats. */
function windowAround(centres: number[], length: number): number[] {
  const out: number[] = [];
  for (const c of [...centres].sort((x, y) => x - y)) {
    const from = Math.max(0, c - WINDOW, out.length ? out[out.length - 1] + 1 : 0);
    for (let i = from; i <= Math.min(length - 1, c + WINDOW); i++) out.push(i);
  }
  return out;
}

/** Dialog → word codes. Case and punctuation are ignored: "Yes." → "yes!" is an edit, not new. */
function wordCoder(): (dialog: string) => Int32Array {
  const codes = new Map<string, number>();
  return (dialog) =>
    Int32Array.from(dialog.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], (word) => {
      if (!codes.has(word)) codes.set(word, codes.size);
      return codes.get(word)!;
    });
}

/**
 * 1 - word edit distance / longer length: a one-word edit in a line of two or more words stays
 * at or above one half. Lines with no words ("…", "—") are similar only when written the same.
 */
function wordSimilarity(x: Int32Array, y: Int32Array, rawX: string, rawY: string): number {
  const longer = Math.max(x.length, y.length);
  if (longer === 0) return squash(rawX) === squash(rawY) ? 1 : 0;
  // The distance is at least the length difference: skip pairs that cannot reach the threshold.
  if (Math.min(x.length, y.length) / longer < SIMILAR) return 0;
  let row = Int32Array.from({ length: y.length + 1 }, (_, k) => k);
  let nextRow = new Int32Array(y.length + 1);
  for (let r = 1; r <= x.length; r++) {
    nextRow[0] = r;
    for (let c = 1; c <= y.length; c++) {
      const swap = row[c - 1] + (x[r - 1] === y[c - 1] ? 0 : 1);
      nextRow[c] = Math.min(swap, row[c] + 1, nextRow[c - 1] + 1);
    }
    [row, nextRow] = [nextRow, row];
  }
  return 1 - row[y.length] / longer;
}
