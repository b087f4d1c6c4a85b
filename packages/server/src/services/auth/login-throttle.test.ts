import { createMemoryRateCounter } from '../../adapters/rate-limit/rate-limit-memory';
import { createThrottle } from './login-throttle';

describe('login throttle', () => {
  it('blocks a key after max failures until its window ends, per key', async () => {
    let now = 0;
    const counter = createMemoryRateCounter({ now: () => now });
    const throttle = createThrottle({ counter, name: 't', max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(await throttle.blockedFor('a')).toBe(0);
      await throttle.fail('a');
    }
    expect(await throttle.blockedFor('a')).toBe(60);
    expect(await throttle.blockedFor('b')).toBe(0);
    now = 30_500;
    expect(await throttle.blockedFor('a')).toBe(30);
    now = 60_000;
    expect(await throttle.blockedFor('a')).toBe(0);
  });

  it('reset clears a key', async () => {
    const counter = createMemoryRateCounter({ now: () => 0 });
    const throttle = createThrottle({ counter, name: 't', max: 1, windowMs: 1000 });
    await throttle.fail('a');
    expect(await throttle.blockedFor('a')).toBeGreaterThan(0);
    await throttle.reset('a');
    expect(await throttle.blockedFor('a')).toBe(0);
  });

  it('keeps the counts of two throttles on one counter apart', async () => {
    const counter = createMemoryRateCounter({ now: () => 0 });
    const account = createThrottle({ counter, name: 'account', max: 1, windowMs: 1000 });
    const ip = createThrottle({ counter, name: 'ip', max: 1, windowMs: 1000 });
    await account.fail('x');
    expect(await account.blockedFor('x')).toBeGreaterThan(0);
    expect(await ip.blockedFor('x')).toBe(0);
  });
});
