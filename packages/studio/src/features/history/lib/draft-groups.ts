import type { DocumentSummary } from '@castmyscript/api/contract';

/** A script in Process History: its newest draft, and the earlier ones newest first. */
export type DraftGroup = {
  head: DocumentSummary;
  earlier: DocumentSummary[];
  /** Draft numbers, only for documents that are part of a chain of drafts. */
  numbers: Record<string, number>;
};

const time = (doc: DocumentSummary) => Date.parse(doc.created_at) || 0;

/**
 * Groups the drafts of each script by the list's `draft_of` links (issue "Drafts"; a document
 * whose parent is gone from the list stands alone), the newest draft at the head.
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
    const [head, ...earlier] = [...chain].sort(
      (a, b) => number(b) - number(a) || time(b) - time(a),
    );
    const numbers =
      chain.length > 1 ? Object.fromEntries(chain.map((doc) => [doc._id, number(doc)])) : {};
    return { head, earlier, numbers };
  });
}
