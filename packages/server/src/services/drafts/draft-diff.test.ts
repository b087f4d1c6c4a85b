import type { DraftLine } from './draft-diff';
import { act, cut, diff, indicesOf, range, say, slug } from './__tests__/diff-check';

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
