import { createMemoryRateCounter } from './rate-limit-memory';

describe('memory rate counter', () => {
  it('counts hits in a window that starts at the first hit', async () => {
    let now = 1000;
    const counter = createMemoryRateCounter({ now: () => now });
    expect(await counter.hit('a', 100)).toEqual({ hits: 1, ttlMs: 100 });
    now = 1040;
    expect(await counter.hit('a', 100)).toEqual({ hits: 2, ttlMs: 60 });
    expect(await counter.peek('a')).toEqual({ hits: 2, ttlMs: 60 });
    now = 1100;
    expect(await counter.peek('a')).toEqual({ hits: 0, ttlMs: 0 });
    expect(await counter.hit('a', 100)).toEqual({ hits: 1, ttlMs: 100 });
  });

  it('sweeps ended windows so a spray of keys cannot grow memory without bound', async () => {
    let now = 0;
    const counter = createMemoryRateCounter({ now: () => now, sweepAt: 3 });
    for (const k of ['a', 'b', 'c']) await counter.hit(k, 10);
    now = 20;
    await counter.hit('d', 10);
    expect(counter.size()).toBe(1);
    expect((await counter.peek('d')).hits).toBe(1);
  });
});
