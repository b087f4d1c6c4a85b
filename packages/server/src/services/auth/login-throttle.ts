/**
 * Counts failed sign-ins per key (account or IP) in a fixed window (SECURITY-CHECKS 14). Kept in
 * memory: one API process per database in the embedded default; a scaled deployment with several
 * API processes multiplies the allowance by their number, which still stops online guessing.
 */
export type Throttle = {
  /** Seconds until `key` may try again; 0 when it is not blocked. */
  blockedFor(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
};

export function createThrottle(opts: {
  max: number;
  windowMs: number;
  now: () => number;
  /** Entries kept before expired ones are swept, bounding memory under a spray of keys. */
  sweepAt?: number;
}): Throttle {
  const hits = new Map<string, { count: number; until: number }>();
  const sweepAt = opts.sweepAt ?? 10_000;
  const live = (key: string) => {
    const entry = hits.get(key);
    if (entry && entry.until <= opts.now()) {
      hits.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    blockedFor(key) {
      const entry = live(key);
      if (!entry || entry.count < opts.max) return 0;
      return Math.max(1, Math.ceil((entry.until - opts.now()) / 1000));
    },
    fail(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else {
        if (hits.size >= sweepAt) for (const k of [...hits.keys()]) live(k);
        hits.set(key, { count: 1, until: opts.now() + opts.windowMs });
      }
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
