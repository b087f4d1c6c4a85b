import { createParsePool, type PoolEvent, PoolEntryDropped } from './pool';

/** A task the test finishes by hand. */
const gate = () => {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => done };
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the parse pool (security check 43)', () => {
  it('never runs more than its size and starts waiting work round-robin by owner', async () => {
    const pool = createParsePool({ size: 2 });
    const events: PoolEvent[] = [];
    pool.watch((e) => events.push(e));
    const gates = new Map<string, ReturnType<typeof gate>>();
    const submit = (owner: string, key: string) => {
      const g = gate();
      gates.set(key, g);
      return pool.run(owner, key, g.task);
    };
    const runs = [
      submit('a', 'a1'),
      submit('a', 'a2'),
      submit('a', 'a3'),
      submit('a', 'a4'),
      submit('b', 'b1'),
      submit('b', 'b2'),
      submit('c', 'c1'),
    ];
    const started = () => events.filter((e) => e.type === 'started').map((e) => e.key);
    expect(started()).toEqual(['a1', 'a2']);
    expect(pool.queued).toBe(5);
    // Finish whatever runs, oldest first, until everything has run.
    for (let i = 0; i < 7; i++) {
      gates.get(started()[i])!.open();
      await flush();
    }
    await Promise.all(runs);
    // a's third file waits behind b's and c's first; b's second behind a's third.
    expect(started()).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
    expect(Math.max(...events.map((e) => e.running))).toBe(2);
    expect(pool.running).toBe(0);
  });

  it('drops a queued entry by key, and settles with the task', async () => {
    const pool = createParsePool({ size: 1 });
    const first = gate();
    const running = pool.run('a', 'doc-1', first.task);
    const queued = pool.run('b', 'doc-2', async () => 'never');
    expect(pool.drop('doc-1')).toBe(false);
    expect(pool.drop('doc-2')).toBe(true);
    await expect(queued).rejects.toBeInstanceOf(PoolEntryDropped);
    expect(pool.queued).toBe(0);
    first.open();
    await expect(running).resolves.toBeUndefined();
    await expect(pool.run('a', 'doc-3', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(pool.running).toBe(0);
  });
});
