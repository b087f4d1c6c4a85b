import type { DocumentSummary } from '@castmyscript/api/contract';

/**
 * A script in Process History: the draft that stands for it (its newest processed one), the
 * drafts uploaded after it and not processed (oldest first), and the earlier ones newest first.
 */
export type DraftGroup = {
  head: DocumentSummary;
  /** Later drafts left before processing: listed under the head with Continue and Discard. */
  unprocessed: DocumentSummary[];
  earlier: DocumentSummary[];
  /** Draft numbers, only for documents that are part of a chain of drafts. */
  numbers: Record<string, number>;
};

const time = (doc: DocumentSummary) => Date.parse(doc.created_at) || 0;

/**
 * Groups the drafts of each script by the list's `draft_of` links (a document
 * whose parent is gone from the list stands alone), the newest processed draft at the head.
 */
export function groupDrafts(docs: readonly DocumentSummary[]): DraftGroup[] {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const rootOf = (id: string): string => {
    const seen = new Set<string>();
    let current = id;
    for (;;) {
      const parent = byId.get(current)?.draft_of;
      if (!parent || !byId.has(parent) || seen.has(parent)) return current;
      seen.add(current);
      current = parent;
    }
  };
  const chains = new Map<string, DocumentSummary[]>();
  for (const doc of docs) {
    const root = rootOf(doc._id);
    chains.set(root, [...(chains.get(root) ?? []), doc]);
  }
  const number = (doc: DocumentSummary) => doc.draft_number;
  return [...chains.values()].map((chain) => {
    const newestFirst = [...chain].sort((a, b) => number(b) - number(a) || time(b) - time(a));
    // An upload left before processing is not the script: the newest processed draft keeps the
    // row (and its Play and new-draft actions). A script with no processed draft shows its newest.
    const at = Math.max(
      0,
      newestFirst.findIndex((doc) => doc.status === 'completed'),
    );
    const head = newestFirst[at]!;
    const numbers =
      chain.length > 1 ? Object.fromEntries(chain.map((doc) => [doc._id, number(doc)])) : {};
    return {
      head,
      unprocessed: newestFirst.slice(0, at).reverse(),
      earlier: newestFirst.slice(at + 1),
      numbers,
    };
  });
}
