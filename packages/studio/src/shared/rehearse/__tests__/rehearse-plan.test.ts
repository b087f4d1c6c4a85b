import {
  charactersOf,
  firstLetters,
  rehearsePlan,
  waitMs,
  type RehearseLine,
} from '../rehearse-plan';

const line = (n: number, actor: string, dialog: string): RehearseLine => ({
  scene_index: n - 1,
  actor,
  dialog,
  src: `/files/s${n}.mp3`,
  duration_s: 2,
});

/** Three scenes of two lines each: a heading, then MARA, TOM or MARA. */
const lines = [
  line(1, 'narrator', 'INT. LIGHTHOUSE - NIGHT'),
  line(2, 'MARA', 'Every night for thirty years.'),
  line(3, 'narrator', 'EXT. CLIFF - DAWN'),
  line(4, 'TOM', 'You kept it burning.'),
  line(5, 'narrator', 'INT. KITCHEN - DAY'),
  line(6, 'MARA', 'Tea?'),
];

test('the actor’s lines are waited for and the others played; a line without audio is passed over', () => {
  const silent = lines.map((line, i) => (i === 2 ? { ...line, src: null } : line));
  expect(rehearsePlan(silent, { character: 'MARA', cueOnly: false })).toEqual([
    { index: 0, kind: 'play' },
    { index: 1, kind: 'wait' },
    { index: 3, kind: 'play' },
    { index: 4, kind: 'play' },
    { index: 5, kind: 'wait' },
  ]);
});

test('cue only keeps just the line before each of the actor’s', () => {
  expect(rehearsePlan(lines, { character: 'TOM', cueOnly: true })).toEqual([
    { index: 2, kind: 'play' },
    { index: 3, kind: 'wait' },
  ]);
});

test('the wait is the audio at the speed, or the words at 2.5 a second', () => {
  expect(waitMs({ dialog: 'Tea?', duration_s: 2 }, 1)).toBe(2000);
  expect(waitMs({ dialog: 'Tea?', duration_s: 2 }, 0.5)).toBe(4000);
  expect(waitMs({ dialog: 'one two three four five', duration_s: null }, 1)).toBe(2000);
  expect(waitMs({ dialog: '  one two three four five ', duration_s: null }, 2)).toBe(1000);
});

test('first letters keep punctuation and the narrator is no character', () => {
  expect(firstLetters("Don't go — it's late, Mara!")).toBe('D g — i l, M!');
  expect(charactersOf(lines)).toEqual(['MARA', 'TOM']);
});
