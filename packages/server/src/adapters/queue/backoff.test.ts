import { backoffMs } from './backoff';

describe('backoffMs', () => {
  it('doubles from the base with each attempt', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, 1000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops growing at the cap', () => {
    expect(backoffMs(30, 1000, 60_000)).toBe(60_000);
  });
});
