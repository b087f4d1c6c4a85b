import { listboxKey } from '../lib/listbox-keys';

const NAMES = ['Ava', 'Brian', 'Bella', 'Cora', 'Duncan', 'Ella', 'Finn', 'Gus', 'Hana', 'Ivy'];

test.each([
  ['ArrowDown', 0, 1],
  ['ArrowDown', 9, 9],
  ['ArrowUp', 0, 0],
  ['ArrowUp', 5, 4],
  ['Home', 6, 0],
  ['End', 2, 9],
  ['PageDown', 0, 8],
  ['PageDown', 5, 9],
  ['PageUp', 9, 1],
])('%s from %i moves to %i', (key, active, index) => {
  expect(listboxKey(key, active, NAMES)).toEqual({ type: 'move', index });
});

test('a letter jumps to the next name starting with it, wrapping around', () => {
  expect(listboxKey('b', 0, NAMES)).toEqual({ type: 'move', index: 1 });
  expect(listboxKey('b', 1, NAMES)).toEqual({ type: 'move', index: 2 });
  expect(listboxKey('B', 2, NAMES)).toEqual({ type: 'move', index: 1 });
  expect(listboxKey('z', 2, NAMES)).toBeNull();
});

test('Enter and Space pick; Escape closes back to the button; Tab lets focus go on', () => {
  expect(listboxKey('Enter', 3, NAMES)).toEqual({ type: 'pick' });
  expect(listboxKey(' ', 3, NAMES)).toEqual({ type: 'pick' });
  expect(listboxKey('Escape', 3, NAMES)).toEqual({ type: 'close', refocus: true });
  expect(listboxKey('Tab', 3, NAMES)).toEqual({ type: 'close', refocus: false });
  expect(listboxKey('Shift', 3, NAMES)).toBeNull();
});
