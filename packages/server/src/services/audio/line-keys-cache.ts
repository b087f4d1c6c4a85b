/**
 * What every line of a document should sound like now (its engine key), kept per document and
 * version. Audio status is polled every few seconds while a script is generated, and keying a
 * feature film's ~2,000 lines means reading them all and hashing each: most of that call's cost.
 * The keys change only with the lines or the casting, and each raises its version on the document
 * row in the same transaction, so a version pair names one set of keys for good.
 *
 * Bounded by lines held (not documents) because one long script weighs as much as many short
 * ones; least recently used documents go first.
 */
export type LineKeys = { sceneIds: string[]; keys: string[] };

export type LineKeysCache = {
  get(documentId: string, version: string): LineKeys | undefined;
  set(documentId: string, version: string, value: LineKeys): void;
};

export function createLineKeysCache(maxLines: number): LineKeysCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, { version: string; value: LineKeys }>();
  let held = 0;

  const drop = (documentId: string) => {
    const entry = entries.get(documentId);
    if (!entry) return;
    held -= entry.value.keys.length;
    entries.delete(documentId);
  };

  return {
    get(documentId, version) {
      const entry = entries.get(documentId);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(documentId);
      entries.set(documentId, entry);
      return entry.value;
    },

    set(documentId, version, value) {
      drop(documentId);
      if (value.keys.length > maxLines) return;
      entries.set(documentId, { version, value });
      held += value.keys.length;
      for (const oldest of entries.keys()) {
        if (held <= maxLines) break;
        drop(oldest);
      }
    },
  };
}
