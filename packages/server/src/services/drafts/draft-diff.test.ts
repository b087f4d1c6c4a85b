import { commonSubsequence, diffDrafts, type DraftDiff, type DraftLine } from './draft-diff';

const say = (actor: string, dialog: string): DraftLine => ({ actor, dialog, kind: 'dialogue' });
const act = (dialog: string): DraftLine => ({ actor: 'narrator', dialog, kind: 'action' });
const slug = (dialog: string): DraftLine => ({ actor: 'narrator', dialog, kind: 'scene_heading' });
const cut = (dialog: string): DraftLine => ({ actor: 'narrator', dialog, kind: 'transition' });

const lighthouse = [
  slug('INT. LIGHTHOUSE - NIGHT'),
  act('Rain hammers the glass. MARA climbs the spiral stairs.'),
  say('MARA', 'Is anyone up here?'),
  say('BOB', 'Only the keeper, and he left hours ago.'),
  say('MARA', 'Then who lit the lamp?'),
  say('BOB', 'I was hoping you would tell me.'),
];
const harbour = [
  slug('EXT. HARBOUR - DAWN'),
  act('Fishing boats rock against the pier.'),
  say('TOBIAS', 'You two look like you saw a ghost.'),
  say('MARA', 'Maybe we did.'),
  say('TOBIAS', 'Coffee first, ghosts after.'),
  cut('CUT TO:'),
];
const cottage = [
  slug("INT. KEEPER'S COTTAGE - DAY"),
  act('Dust on every surface. A logbook lies open.'),
  say('BOB', 'The last entry is from tomorrow.'),
  say('MARA', 'That is not possible.'),
  say('BOB', 'Read it yourself.'),
];
const cliff = [
  slug('EXT. CLIFF PATH - DUSK'),
  act('Wind tears at their coats.'),
  say('MARA', 'We should turn back before dark.'),
  say('BOB', 'Not until we find him.'),
  say('TOBIAS', 'Find who?'),
];
const market = [
  slug('EXT. FISH MARKET - MORNING'),
  act('Gulls circle the stalls. TOBIAS haggles over a crate of eels.'),
  say('TOBIAS', 'Twelve coins, not a copper more.'),
  say('VENDOR', 'For these beauties? Fifteen.'),
];
const draft = [...lighthouse, ...harbour, ...cottage, ...cliff];

const range = (from: number, length: number) => Array.from({ length }, (_, k) => from + k);
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const key = (l: DraftLine) => [l.kind, squash(l.actor), squash(l.dialog)].join('|');

/** Runs the diff and checks what must hold for any input, so each test only states its point. */
function diff(prev: DraftLine[], next: DraftLine[]): DraftDiff {
  const result = diffDrafts(prev, next);
  expect(result.lines.map((l) => l.index)).toEqual(range(0, next.length));
  const used = result.lines.flatMap((l) => (l.previous === null ? [] : [l.previous]));
  expect([...used, ...result.removed].sort((x, y) => x - y)).toEqual(range(0, prev.length));
  expect(result.removed).toEqual([...result.removed].sort((x, y) => x - y));
  for (const l of result.lines) {
    expect(l.previous === null).toBe(l.change === 'added');
    if (l.previous === null) continue;
    const same = key(prev[l.previous]) === key(next[l.index]);
    expect(same).toBe(l.change === 'unchanged');
  }
  const count = (c: string) => result.lines.filter((l) => l.change === c).length;
  expect(result.counts).toEqual({
    added: count('added'),
    changed: count('changed'),
    removed: result.removed.length,
    unchanged: count('unchanged'),
  });
  return result;
}

const indicesOf = (result: DraftDiff, change: string) =>
  result.lines.filter((l) => l.change === change).map((l) => l.index);

describe('diffDrafts', () => {
  it('identical drafts: every line unchanged, in place', () => {
    const result = diff(
      draft,
      draft.map((l) => ({ ...l })),
    );
    expect(result.lines.map((l) => l.previous)).toEqual(range(0, draft.length));
    expect(result.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: draft.length });
  });

  it('one word edited in one line: exactly that line changed, paired with its old self', () => {
    const next = draft.map((l) => ({ ...l }));
    next[8] = say('TOBIAS', 'You two look like you saw a phantom.');
    const result = diff(draft, next);
    expect(result.lines[8]).toEqual({ index: 8, previous: 8, change: 'changed' });
    expect(result.counts).toEqual({
      added: 0,
      changed: 1,
      removed: 0,
      unchanged: draft.length - 1,
    });
  });

  it('a line rewritten beyond recognition is added and the old one removed', () => {
    const next = draft.map((l) => ({ ...l }));
    next[8] = say('TOBIAS', 'Run for the boats!');
    const result = diff(draft, next);
    expect(result.lines[8]).toEqual({ index: 8, previous: null, change: 'added' });
    expect(result.removed).toEqual([8]);
  });

  it('a whole scene moved elsewhere: all unchanged, each paired with its old line', () => {
    const next = [...cottage, ...lighthouse, ...harbour, ...cliff];
    const result = diff(draft, next);
    expect(result.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: draft.length });
    const cottageAt = lighthouse.length + harbour.length;
    expect(result.lines.slice(0, cottage.length).map((l) => l.previous)).toEqual(
      range(cottageAt, cottage.length),
    );
  });

  it('a new scene inserted in the middle: exactly its lines added', () => {
    const next = [...lighthouse, ...harbour, ...market, ...cottage, ...cliff];
    const result = diff(draft, next);
    const at = lighthouse.length + harbour.length;
    expect(indicesOf(result, 'added')).toEqual(range(at, market.length));
    expect(result.counts).toEqual({
      added: market.length,
      changed: 0,
      removed: 0,
      unchanged: draft.length,
    });
  });

  it('a renamed character: every one of their lines changed in place, nothing added or removed', () => {
    const next = draft.map((l) => (l.actor === 'BOB' ? { ...l, actor: 'ROBERT' } : { ...l }));
    const result = diff(draft, next);
    const bob = range(0, draft.length).filter((i) => draft[i].actor === 'BOB');
    expect(bob).toHaveLength(5);
    expect(indicesOf(result, 'changed')).toEqual(bob);
    for (const i of bob) expect(result.lines[i].previous).toBe(i);
    expect(result.counts).toMatchObject({ added: 0, removed: 0 });
  });

  it('a deleted scene: its lines removed, everything else unchanged', () => {
    const next = [...lighthouse, ...cottage, ...cliff];
    const result = diff(draft, next);
    expect(result.removed).toEqual(range(lighthouse.length, harbour.length));
    expect(result.counts).toEqual({
      added: 0,
      changed: 0,
      removed: harbour.length,
      unchanged: next.length,
    });
  });

  it('an edit inside a moved scene is found where the scene went', () => {
    const edited = cottage.map((l) => ({ ...l }));
    edited[3] = say('MARA', 'That is simply not possible.');
    const result = diff(draft, [...lighthouse, ...harbour, ...cliff, ...edited]);
    const cottageAt = lighthouse.length + harbour.length;
    const editAt = draft.length - cottage.length + 3;
    expect(result.lines[editAt]).toEqual({
      index: editAt,
      previous: cottageAt + 3,
      change: 'changed',
    });
    expect(result.counts).toEqual({
      added: 0,
      changed: 1,
      removed: 0,
      unchanged: draft.length - 1,
    });
  });

  it('an edit between a cut block and an inserted block is still found', () => {
    const prev = [
      slug('INT. BARN - DAY'),
      act('Hay everywhere.'),
      say('MARA', 'Where did the horses go?'),
      say('BOB', 'Somebody opened the gate last night.'),
      act('A cat watches from the rafters.'),
      say('BOB', 'Check the north field.'),
    ];
    const next = [
      prev[0],
      say('BOB', 'Somebody opened the barn gate last night.'),
      say('MARA', 'I heard nothing at all.'),
      act('Thunder rolls in the distance.'),
      say('MARA', 'We need lanterns.'),
      prev[5],
    ];
    // Both neighbours put the edited line at old index 1; it was at 3.
    const result = diff(prev, next);
    expect(result.lines[1]).toEqual({ index: 1, previous: 3, change: 'changed' });
    expect(indicesOf(result, 'added')).toEqual([2, 3, 4]);
    expect(result.removed).toEqual([1, 2, 4]);
  });

  it('a mix: scene moved, scene cut, scene inserted, one edit, one rename', () => {
    const rename = (l: DraftLine) => (l.actor === 'TOBIAS' ? { ...l, actor: 'TOBY' } : { ...l });
    const edited = lighthouse.map((l) => ({ ...l }));
    edited[4] = say('MARA', 'Then who lit the lantern?');
    // Harbour cut; market (new) after the lighthouse; cottage moved to the end.
    const next = [...edited, ...market, ...cliff, ...cottage].map(rename);
    const result = diff(draft, next);

    const marketAt = lighthouse.length;
    const cliffAt = marketAt + market.length;
    const findWho = cliffAt + 4;
    expect(indicesOf(result, 'added')).toEqual(range(marketAt, market.length));
    expect(indicesOf(result, 'changed')).toEqual([4, findWho]);
    expect(result.lines[4].previous).toBe(4);
    expect(result.lines[findWho].previous).toBe(draft.length - 1);
    expect(result.removed).toEqual(range(lighthouse.length, harbour.length));
    expect(result.counts).toEqual({
      added: market.length,
      changed: 2,
      removed: harbour.length,
      unchanged: draft.length - harbour.length - 2,
    });
  });

  it('empty previous draft: every line added', () => {
    const result = diff([], draft);
    expect(result.lines.every((l) => l.change === 'added' && l.previous === null)).toBe(true);
    expect(result.counts).toEqual({ added: draft.length, changed: 0, removed: 0, unchanged: 0 });
  });

  it('empty new draft: every old line removed', () => {
    const result = diff(draft, []);
    expect(result.lines).toEqual([]);
    expect(result.removed).toEqual(range(0, draft.length));
    expect(result.counts).toEqual({ added: 0, changed: 0, removed: draft.length, unchanged: 0 });
    expect(diff([], []).counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 0 });
  });

  it('whitespace-only differences are unchanged', () => {
    const next = draft.map((l) => ({
      ...l,
      actor: ` ${l.actor}\t`,
      dialog: `  ${l.dialog.replaceAll(' ', ' \n\u00a0')}  `,
    }));
    const result = diff(draft, next);
    expect(result.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: draft.length });
  });

  it('repeated lines: the longest run in order wins, the leftover pairs by identity', () => {
    const prev = [say('MARA', 'Yes.'), act('A pause.'), say('MARA', 'Yes.'), act('Silence.')];
    const next = [act('A pause.'), say('MARA', 'Yes.'), act('Silence.'), say('MARA', 'Yes.')];
    const result = diff(prev, next);
    expect(result.lines.map((l) => l.previous)).toEqual([1, 2, 3, 0]);
    expect(result.counts.unchanged).toBe(4);
  });
});

/** Deterministic pseudo-random numbers in [0, 1), so the generated drafts are the same each run. */
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
