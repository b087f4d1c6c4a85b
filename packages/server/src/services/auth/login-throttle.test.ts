import { createThrottle } from './login-throttle';

describe('login throttle', () => {
  it('blocks a key after max failures until its window ends, per key', () => {
    let now = 0;
    const throttle = createThrottle({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(throttle.blockedFor('a')).toBe(0);
      throttle.fail('a');
    }
    expect(throttle.blockedFor('a')).toBe(60);
    expect(throttle.blockedFor('b')).toBe(0);
    now = 30_500;
    expect(throttle.blockedFor('a')).toBe(30);
    now = 60_000;
    expect(throttle.blockedFor('a')).toBe(0);
  });

  it('reset clears a key', () => {
    const throttle = createThrottle({ max: 1, windowMs: 1000, now: () => 0 });
    throttle.fail('a');
    expect(throttle.blockedFor('a')).toBeGreaterThan(0);
    throttle.reset('a');
    expect(throttle.blockedFor('a')).toBe(0);
  });

  it('sweeps expired keys so a spray of keys cannot grow memory without bound', () => {
    let now = 0;
    const throttle = createThrottle({ max: 1, windowMs: 10, now: () => now, sweepAt: 3 });
    ['a', 'b', 'c'].forEach((k) => throttle.fail(k));
    now = 20;
    throttle.fail('d');
    now = 21;
    expect(throttle.blockedFor('d')).toBeGreaterThan(0);
    expect(throttle.blockedFor('a')).toBe(0);
  });
});
