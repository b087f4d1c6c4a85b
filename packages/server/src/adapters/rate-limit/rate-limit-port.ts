/**
 * Hit counts per key in fixed windows that start at a key's first hit: the rate limits and the
 * sign-in throttles count through this port. In memory one process counts alone; on PostgreSQL
 * every API process adds to the same counts, so a limit holds however many processes serve.
 */
export type WindowCount = {
  /** Hits in the key's current window; 0 when it has none. */
  hits: number;
  /** Milliseconds until that window ends; 0 when there is none. */
  ttlMs: number;
};

export type RateCounter = {
  /** Adds one hit to `key`; a key without a live window starts one of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's current window, without counting a hit. */
  peek(key: string): Promise<WindowCount>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
};

export const NO_WINDOW: WindowCount = { hits: 0, ttlMs: 0 };
