import type { ParseOutcome } from '../../parsing/child/protocol';

/**
 * A draft's cost is quoted before it is charged (honest pages): the quote parses
 * the stored file, and the Continue Processing that usually follows a moment later takes that
 * outcome instead of parsing the same bytes again. Kept in this process's memory only, briefly and
 * for a few documents (a parse of a long script is large); a miss — another API process, an
 * expired entry — just parses again, so nothing depends on it. The key names the stored file, so
 * a document's outcome is never served for other bytes.
 */
export type ParseCache = {
  /** A recent outcome for `key`, or `parse()` now; callers at once share the one run. */
  get(key: string, parse: () => Promise<ParseOutcome>): Promise<ParseOutcome>;
  /** Takes the outcome out when there is one: processing uses it once. */
  take(key: string): Promise<ParseOutcome> | undefined;
};

type Entry = { at: number; outcome: Promise<ParseOutcome> };

export function createParseCache(opts: {
  now: () => number;
  ttlMs: number;
  maxEntries: number;
}): ParseCache {
  const entries = new Map<string, Entry>();
  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && opts.now() - entry.at <= opts.ttlMs) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    get(key, parse) {
      const hit = fresh(key);
      if (hit) return hit.outcome;
      const outcome = parse();
      // Our failure (the child could not run) is not an answer about the file: not kept.
      outcome.catch(() => {
        if (entries.get(key)?.outcome === outcome) entries.delete(key);
      });
      entries.set(key, { at: opts.now(), outcome });
      // Oldest first out: a Map keeps insertion order.
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      return outcome;
    },
    take(key) {
      const hit = fresh(key);
      entries.delete(key);
      return hit?.outcome;
    },
  };
}

/** The cache key of a document's stored file. */
export const parseKey = (doc: { id: string; storageKey: string }) => `${doc.id}:${doc.storageKey}`;
