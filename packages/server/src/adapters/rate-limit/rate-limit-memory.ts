import { NO_WINDOW, type RateCounter } from './rate-limit-port';

/**
 * In-memory counter (embedded default): one API process per database, so its own counts are the
 * whole truth. Ended windows are swept once the map holds `sweepAt` keys, bounding memory under a
 * spray of keys.
 */
export function createMemoryRateCounter(opts: {
  now: () => number;
  sweepAt?: number;
}): RateCounter & { /** Keys held, live or not yet swept. */ size(): number } {
  const windows = new Map<string, { hits: number; until: number }>();
  const sweepAt = opts.sweepAt ?? 10_000;
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.until <= opts.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const count = (entry: { hits: number; until: number }) => ({
    hits: entry.hits,
    ttlMs: entry.until - opts.now(),
  });
  return {
    async hit(key, windowMs) {
      let entry = live(key);
      if (entry) entry.hits += 1;
      else {
        if (windows.size >= sweepAt) for (const k of [...windows.keys()]) live(k);
        entry = { hits: 1, until: opts.now() + windowMs };
        windows.set(key, entry);
      }
      return count(entry);
    },
    async peek(key) {
      const entry = live(key);
      return entry ? count(entry) : NO_WINDOW;
    },
    async clear(key) {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}
