import type { RateCounter } from '../../adapters/rate-limit/rate-limit-port';

/**
 * Counts failed sign-ins per key (account or IP) in a fixed window (security check 14). The
 * counts live in the app's RateCounter: in memory on the embedded default, in PostgreSQL when
 * several API processes share a database, so their sum is held to one allowance.
 */
export type Throttle = {
  /** Seconds until `key` may try again; 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/**
 * The failed-sign-in lock of one account as seen from one client (security check 47): someone
 * guessing from elsewhere cannot lock the owner out of their own device. The key carries the
 * account's token generation, which every password reset and change moves on, so a reset ends the
 * lock of every client at once, in every process, with nothing to delete.
 */
export const accountLockKey = (email: string, generation: Date | undefined, ip: string): string =>
  `${email.toLowerCase()}|${generation?.getTime() ?? 0}|${ip}`;

export function createThrottle(opts: {
  counter: RateCounter;
  /** Keeps this throttle's keys apart from the others' in the shared counter. */
  name: string;
  max: number;
  windowMs: number;
}): Throttle {
  const { counter } = opts;
  const keyOf = (key: string) => `${opts.name}:${key}`;
  return {
    async blockedFor(key) {
      const { hits, ttlMs } = await counter.peek(keyOf(key));
      if (hits < opts.max) return 0;
      return Math.max(1, Math.ceil(ttlMs / 1000));
    },
    async fail(key) {
      await counter.hit(keyOf(key), opts.windowMs);
    },
    async reset(key) {
      await counter.clear(keyOf(key));
    },
  };
}
