/**
 * Values worth keeping between requests because making them is dear and what they are made of
 * rarely changes: each is kept under its key with the version it was made from (a few cheap
 * numbers read per request) and made again only when that version moves. Callers that miss
 * together share one making; a making that fails is forgotten, so the next caller tries again.
 * The least recently used key goes first past `maxEntries`. In-process only: every process reads
 * the version from the database, so several API processes never serve each other's stale values.
 */
export type VersionedMemo<T> = {
  get(key: string, version: string, make: () => Promise<T>): Promise<T>;
  size(): number;
};

export function createVersionedMemo<T>(maxEntries: number): VersionedMemo<T> {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return {
    get(key, version, make) {
      const kept = entries.get(key);
      entries.delete(key);
      if (kept?.version === version) {
        entries.set(key, kept);
        return kept.value;
      }
      const value = make();
      const entry = { version, value };
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    size: () => entries.size,
  };
}
