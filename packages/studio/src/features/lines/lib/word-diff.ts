/**
 * Word-level diff of a line's words before and after, for showing a changed line side by side:
 * the words only the old text has are marked there (deleted), those only the new text has are
 * marked in it (inserted). A longest common subsequence of words decides what is kept.
 */

/** A run of words, all kept or all marked. */
export type WordRun = { text: string; marked: boolean };
export type WordDiff = { before: WordRun[]; after: WordRun[] };

/**
 * Above this many word pairs the table would cost more than a line is worth (a paragraph of
 * action against another): the words are shown whole, all marked, instead.
 */
const MAX_CELLS = 250_000;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** Consecutive words with the same mark, joined into one run. */
function runs(words: string[], marked: boolean[]): WordRun[] {
  const out: WordRun[] = [];
  words.forEach((word, i) => {
    const last = out.at(-1);
    if (last && last.marked === marked[i]) last.text += ` ${word}`;
    else out.push({ text: word, marked: marked[i] });
  });
  return out;
}

/**
 * Which words of `a` and of `b` are outside a longest common subsequence of the two. The table
 * holds, for each pair of suffixes, the length of their longest common subsequence; walking it
 * from the start keeps a word whenever both lists start with it and that is still optimal.
 */
function unmatched(a: string[], b: string[]): { inA: boolean[]; inB: boolean[] } {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1] + 1
          : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
    }
  }
  const inA = Array<boolean>(n).fill(true);
  const inB = Array<boolean>(m).fill(true);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      inA[i++] = false;
      inB[j++] = false;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) i++;
    else j++;
  }
  return { inA, inB };
}

/** The old and new words of a line as runs, the differing words marked. Whitespace is no change. */
export function diffWords(before: string, after: string): WordDiff {
  const a = wordsOf(before);
  const b = wordsOf(after);
  if (a.length * b.length > MAX_CELLS) {
    const same = a.join(' ') === b.join(' ');
    return {
      before: runs(
        a,
        a.map(() => !same),
      ),
      after: runs(
        b,
        b.map(() => !same),
      ),
    };
  }
  const { inA, inB } = unmatched(a, b);
  return { before: runs(a, inA), after: runs(b, inB) };
}
