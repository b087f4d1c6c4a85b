import { actorLabel, actorsOf, mergeActors, newActorName } from '../lib/actors';

const lines = (...actors: string[]) => actors.map((actor) => ({ actor }));

test('actors are sorted by line count, ties by first appearance, the narrator first', () => {
  expect(
    actorsOf(lines('MARA', 'TOBIAS', 'narrator', 'TOBIAS', 'ELLEN', 'MARA', 'TOBIAS')),
  ).toEqual(['narrator', 'TOBIAS', 'MARA', 'ELLEN']);
});

test('lines without an actor add no empty name; a character called NARRATOR is a character', () => {
  expect(actorsOf(lines('', 'NARRATOR', 'MARA', 'MARA'))).toEqual(['MARA', 'NARRATOR']);
});

test('new actors join after the ones the lines use', () => {
  expect(mergeActors(['narrator', 'MARA'], ['MARA', 'ELLEN'])).toEqual([
    'narrator',
    'MARA',
    'ELLEN',
  ]);
});

describe('a new actor name', () => {
  test('is trimmed', () => {
    expect(newActorName(['MARA'], '  ELLEN  ')).toEqual({ name: 'ELLEN', isNew: true });
  });
  test('must not be empty after trimming', () => {
    expect(newActorName(['MARA'], '')).toBeNull();
    expect(newActorName(['MARA'], '   ')).toBeNull();
  });
  test('that already exists is not added again, whatever its case, and picks the existing one', () => {
    expect(newActorName(['MARA'], 'mara ')).toEqual({ name: 'MARA', isNew: false });
  });
});

test('a line shows its actor, "Narrator", or "No actor assigned"', () => {
  expect(actorLabel('MARA')).toBe('MARA');
  expect(actorLabel('narrator')).toBe('Narrator');
  expect(actorLabel('')).toBe('No actor assigned');
});
