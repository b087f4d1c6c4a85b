import type { LineRow } from '../../db/schema';
import { changed, kindForSpeaker, planSave, sortActors, withHeadings } from './lines-fns';

const row = (i: number, over: Partial<LineRow> = {}): LineRow => ({
  id: `id-${i}`,
  documentId: 'doc',
  lineIndex: i,
  actor: 'narrator',
  dialog: `line ${i}`,
  kind: 'action',
  direction: null,
  directionAfter: null,
  change: null,
  previousId: null,
  take: null,
  fileLine: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...over,
});

describe('sortActors', () => {
  it('narrator first, then by line count, ties by first appearance; blanks left out', () => {
    expect(
      sortActors([
        { actor: 'TOBIAS', lines: 3, first: 4 },
        { actor: 'NARRATOR', lines: 9, first: 3 },
        { actor: 'narrator', lines: 1, first: 0 },
        { actor: 'MARA', lines: 3, first: 2 },
        { actor: ' ', lines: 5, first: 1 },
      ]),
    ).toEqual(['narrator', 'NARRATOR', 'MARA', 'TOBIAS']);
  });
});

describe('kindForSpeaker', () => {
  it.each([
    ['dialogue', 'narrator', 'action'],
    ['action', 'narrator', 'action'],
    ['scene_heading', 'narrator', 'scene_heading'],
    ['action', 'MARA', 'dialogue'],
    ['transition', 'MARA', 'dialogue'],
    ['dialogue', 'NARRATOR', 'dialogue'],
  ] as const)('%s given to %s is %s', (kind, actor, expected) => {
    expect(kindForSpeaker(kind, actor)).toBe(expected);
  });
});

describe('withHeadings', () => {
  it('gives each line the nearest heading at or before it', () => {
    const rows = [
      row(0),
      row(1, { kind: 'scene_heading', dialog: 'INT. A' }),
      row(2),
      row(3, { kind: 'scene_heading', dialog: 'EXT. B' }),
    ];
    expect(withHeadings(rows).map((l) => l.scene_heading)).toEqual([
      null,
      'INT. A',
      'INT. A',
      'EXT. B',
    ]);
  });
});

describe('planSave', () => {
  const existing = [
    row(0),
    row(1, { actor: 'MARA', kind: 'dialogue', direction: '(soft)' }),
    row(2),
  ];

  it('renumbers in array order, keeps known ids once, makes the rest new', () => {
    const plan = planSave(existing, [
      { _id: 'id-2' },
      { _id: 'id-1', metadata: { actor: 'MARA', dialog: 'changed' } },
      { _id: 'id-1', actor: 'TOBIAS', dialog: 'copy' },
      { _id: 'elsewhere', actor: 'narrator', text: 'new' },
    ]);
    expect(plan.map((p) => [p.lineIndex, p.isNew, p.actor, p.dialog, p.kind])).toEqual([
      [0, false, 'narrator', 'line 2', 'action'],
      [1, false, 'MARA', 'changed', 'dialogue'],
      [2, true, 'TOBIAS', 'copy', 'dialogue'],
      [3, true, 'narrator', 'new', 'action'],
    ]);
    expect(plan[0].id).toBe('id-2');
    expect(plan[1]).toMatchObject({ id: 'id-1', direction: '(soft)' });
    expect(plan[2].id).not.toBe('id-1');
  });

  it('metadata wins; a speaker change without a kind follows the speaker; blank direction removes it', () => {
    const [plan] = planSave(existing, [
      { _id: 'id-1', actor: 'ignored', metadata: { actor: 'narrator' }, direction: ' ' },
    ]);
    expect(plan).toMatchObject({
      actor: 'narrator',
      kind: 'action',
      direction: null,
      dialog: 'line 1',
    });
  });

  it('changed() spots only real differences', () => {
    const [same] = planSave(existing, [{ _id: 'id-0' }]);
    expect(changed(same, existing[0])).toBe(false);
    const [moved] = planSave(existing, [{ _id: 'id-2' }]);
    expect(changed(moved, existing[2])).toBe(true);
  });
});
