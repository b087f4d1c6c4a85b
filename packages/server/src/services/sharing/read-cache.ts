/**
 * Shared reads answered from memory. A producer sends one link to a whole crew, and every
 * listener's page asks for the same read: making it (every line planned, every audio URL signed,
 * the runtime counted) for each request capped the embedded server at about 60 answers a second.
 * An answer is kept per link with the version it was made from (read-version.ts) and served again
 * while that version holds and the answer is younger than `freshMs`, so the audio URLs in it always
 * have most of their life left. Validity is never cached: each request resolves its token first.
 */
export type CachedRead<T> = { version: string; madeAt: number; etag: string; body: T };

export type ReadCacheOptions = {
  /** How long an answer is served again; its URLs lose at most this much of their life. */
  freshMs: number;
  /** Links kept; the least recently made goes first. */
  maxEntries: number;
  now: () => number;
};

export function createReadCache<T>({ freshMs, maxEntries, now }: ReadCacheOptions) {
  const entries = new Map<string, CachedRead<T>>();
  return {
    /** The answer kept for `key` when made from `version` and still fresh. */
    get(key: string, version: string): CachedRead<T> | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.version === version && now() - hit.madeAt < freshMs) return hit;
      entries.delete(key);
      return undefined;
    },
    set(key: string, entry: CachedRead<T>): void {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    size: () => entries.size,
  };
}
