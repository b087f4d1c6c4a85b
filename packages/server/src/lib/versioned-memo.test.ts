import { createVersionedMemo } from './versioned-memo';

/** A `make` that counts its calls and answers what it was given. */
const maker = () => {
  const calls: string[] = [];
  return {
    calls,
    make: (value: string) => () => {
      calls.push(value);
      return Promise.resolve(value);
    },
  };
};

it('makes a value once per version and again when the version moves', async () => {
  const memo = createVersionedMemo<string>(10);
  const m = maker();
  expect(await memo.get('doc', 'v1', m.make('first'))).toBe('first');
  expect(await memo.get('doc', 'v1', m.make('second'))).toBe('first');
  expect(await memo.get('doc', 'v2', m.make('third'))).toBe('third');
  // Back to an older version: made again, never mixed with the newer value.
  expect(await memo.get('doc', 'v1', m.make('fourth'))).toBe('fourth');
  expect(m.calls).toEqual(['first', 'third', 'fourth']);
});

it('shares one making among callers that miss together', async () => {
  const memo = createVersionedMemo<number>(10);
  let makes = 0;
  let finish: (n: number) => void = () => undefined;
  const slow = () => {
    makes += 1;
    return new Promise<number>((resolve) => (finish = resolve));
  };
  const waiting = Array.from({ length: 20 }, () => memo.get('doc', 'v1', slow));
  finish(42);
  expect(await Promise.all(waiting)).toEqual(Array(20).fill(42));
  expect(makes).toBe(1);
});

it('forgets a making that failed, so the next caller tries again', async () => {
  const memo = createVersionedMemo<string>(10);
  await expect(memo.get('doc', 'v1', () => Promise.reject(new Error('db away')))).rejects.toThrow(
    'db away',
  );
  expect(await memo.get('doc', 'v1', () => Promise.resolve('made'))).toBe('made');
});

it('keeps at most its bound, dropping the least recently used key', async () => {
  const memo = createVersionedMemo<string>(2);
  const m = maker();
  await memo.get('a', 'v', m.make('a1'));
  await memo.get('b', 'v', m.make('b1'));
  // `a` used again: `b` is now the least recently used, and goes when `c` comes.
  await memo.get('a', 'v', m.make('a2'));
  await memo.get('c', 'v', m.make('c1'));
  expect(memo.size()).toBe(2);
  expect(await memo.get('a', 'v', m.make('a3'))).toBe('a1');
  expect(await memo.get('b', 'v', m.make('b2'))).toBe('b2');
  expect(m.calls).toEqual(['a1', 'b1', 'c1', 'b2']);
});
