import type { FileLine } from '../../db/schema';
import { carriedValues, type CarryLine, pendingEdit } from './carry-over-fns';

const filed: FileLine = {
  actor: 'MARA',
  dialog: 'Bring the spare can.',
  kind: 'dialogue',
  direction: null,
  direction_after: null,
};
/** A line reading as `file` unless `now` says otherwise. */
const line = (id: string, file: FileLine | null, now: Partial<CarryLine> = {}): CarryLine => ({
  id,
  lineIndex: 4,
  actor: file?.actor ?? 'MARA',
  dialog: file?.dialog ?? '',
  kind: file?.kind ?? 'dialogue',
  direction: file?.direction ?? null,
  directionAfter: file?.direction_after ?? null,
  fileLine: file,
  ...now,
});

it('an edit the new file lacks is offered, with only the fields that differ', () => {
  const previous = line('p', filed, { dialog: 'Bring the oil can.', direction: '(softly)' });
  const edit = pendingEdit(previous, line('n', filed))!;
  expect(edit.fields).toEqual(['text', 'direction']);
  expect(edit.edited).toMatchObject({ text: 'Bring the oil can.', direction: '(softly)' });
  expect(edit.file).toMatchObject({ text: 'Bring the spare can.', direction: null });
  expect(carriedValues(edit)).toEqual({ dialog: 'Bring the oil can.', direction: '(softly)' });
});

it('a removed parenthetical carries over as a blank one (the edit rule for removing it)', () => {
  const withDirection = { ...filed, direction: '(softly)' };
  const previous = line('p', withDirection, { direction: null });
  expect(carriedValues(pendingEdit(previous, line('n', withDirection))!)).toEqual({
    direction: '',
  });
});

it('nothing when the new file already says it, or the line was not edited', () => {
  const edited = { ...filed, dialog: 'Bring the oil can.' };
  expect(pendingEdit(line('p', filed, { dialog: 'Bring the oil can.' }), line('n', edited))).toBe(
    null,
  );
  expect(pendingEdit(line('p', filed), line('n', filed))).toBeNull();
  // Spacing alone is no edit.
  expect(
    pendingEdit(line('p', filed, { dialog: ' Bring  the spare can. ' }), line('n', filed)),
  ).toBe(null);
});

it('nothing once the new line reads unlike its file (carried over, or edited by the writer)', () => {
  const previous = line('p', filed, { actor: 'TOBIAS' });
  expect(pendingEdit(previous, line('n', filed, { actor: 'TOBIAS' }))).toBeNull();
  expect(pendingEdit(previous, line('n', filed, { dialog: 'Something else.' }))).toBeNull();
});

it('lines without a file record (added in the app) have no edit to tell', () => {
  expect(pendingEdit(line('p', null, { dialog: 'New.' }), line('n', filed))).toBeNull();
  expect(pendingEdit(line('p', filed, { dialog: 'New.' }), line('n', null))).toBeNull();
});
