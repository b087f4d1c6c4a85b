import { commonSubsequence, type DraftLine } from './draft-diff';
import { act, diff, indicesOf, range, say, slug } from './__tests__/diff-check';

/** The diff at feature-film length, and its longest common subsequence against brute force. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A script of `scenes` scenes of 20 lines: made-up words, so unrelated lines share little. */
function generate(scenes: number, seed: number): DraftLine[][] {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const syllables = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vor', 'el', 'din', 'po', 'qua', 'zi'];
  const vocab = range(0, 400).map(() => pick(syllables) + pick(syllables) + pick(syllables));
  const words = (n: number) => range(0, n).map(() => pick(vocab));
  const cast = ['MARA', 'BOB', 'TOBIAS', 'ILSE', 'KEEPER'];
  return range(0, scenes).map(() => [
    slug(`INT. ${words(3).join(' ').toUpperCase()} - NIGHT`),
    ...range(0, 19).map(() => {
      const text = `${words(5 + Math.floor(rnd() * 6)).join(' ')}.`;
      return rnd() < 0.25 ? act(text) : say(pick(cast), text);
    }),
  ]);
}

const editWord = (l: DraftLine): DraftLine => {
  const words = l.dialog.split(' ');
  words[2] = 'zyzzyva';
  return { ...l, dialog: words.join(' ') };
};

describe('diffDrafts on full-length drafts', () => {
  const scenes = generate(100, 42);
  const prev = scenes.flat();

  it('two 2,000-line drafts with 10 edits across 3 scenes', () => {
    expect(prev).toHaveLength(2000);
    const edits = [...[3, 7, 8, 15].map((k) => 200 + k), ...[1, 2, 19].map((k) => 900 + k)];
    edits.push(...[5, 11, 12].map((k) => 1600 + k));
    const next = prev.map((l, i) => (edits.includes(i) ? editWord(l) : { ...l }));
    const result = diff(prev, next);
    expect(result.counts).toEqual({ added: 0, changed: 10, removed: 0, unchanged: 1990 });
    expect(indicesOf(result, 'changed')).toEqual(edits);
    for (const i of edits) expect(result.lines[i].previous).toBe(i);
  });

  it('moves, cuts, inserts and edits together, at full length', () => {
    const fresh = generate(3, 7);
    const edited = scenes[60].map((l, k) => (k === 4 || k === 9 ? editWord(l) : l));
    // Scene 10 moves after scene 70, scene 30 is cut, three new scenes land after scene 50.
    const order = scenes.flatMap((scene, k) => {
      if (k === 10 || k === 30) return [];
      if (k === 50) return [scene, ...fresh];
      if (k === 60) return [edited];
      if (k === 70) return [scene, scenes[10]];
      return [scene];
    });
    const result = diff(prev, order.flat());
    expect(result.removed).toEqual(range(600, 20));
    expect(result.counts).toEqual({ added: 60, changed: 2, removed: 20, unchanged: 1978 });
    const edits = indicesOf(result, 'changed').map((j) => result.lines[j].previous);
    expect(edits).toEqual([1204, 1209]);
  });
});

describe('commonSubsequence', () => {
  /** Textbook O(n·m) LCS length, the reference the linear-space version must agree with. */
  const lcsLength = (a: Int32Array, b: Int32Array) => {
    let row = new Array<number>(b.length + 1).fill(0);
    for (const x of a) {
      const next = [0];
      b.forEach((y, c) => next.push(x === y ? row[c] + 1 : Math.max(row[c + 1], next[c])));
      row = next;
    }
    return row[b.length];
  };

  it('finds a longest common subsequence on random inputs', () => {
    const rnd = random(1);
    for (let run = 0; run < 500; run++) {
      const alphabet = 1 + Math.floor(rnd() * 5);
      const seq = () =>
        Int32Array.from({ length: Math.floor(rnd() * 30) }, () => Math.floor(rnd() * alphabet));
      const [a, b] = [seq(), seq()];
      const match = commonSubsequence(a, b);
      const pairs = [...match].flatMap((i, j) => (i < 0 ? [] : [[i, j]]));
      for (const [k, [i, j]] of pairs.entries()) {
        expect(a[i]).toBe(b[j]);
        if (k > 0) expect(i).toBeGreaterThan(pairs[k - 1][0]);
      }
      expect(pairs).toHaveLength(lcsLength(a, b));
    }
  });
});
