import type { DocumentSummary } from '@castmyscript/api/contract';

import type { DraftLink } from '../api/draft-links-api';

/** A script in Process History: its newest draft, and the earlier ones newest first. */
export type DraftGroup = {
  head: DocumentSummary;
  earlier: DocumentSummary[];
  /** Draft numbers, only for documents that are part of a chain of drafts. */
  numbers: Record<string, number>;
};

/**
 * Drafts of one script share its title, but so can two unrelated uploads of the same file name:
 * only documents whose title is shared need their links read (GET documents/{id}).
 */
export function sharedTitleIds(docs: readonly DocumentSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(doc.title, (counts.get(doc.title) ?? 0) + 1);
  return docs
    .filter((doc) => (counts.get(doc.title) ?? 0) > 1)
    .map((doc) => doc._id)
    .sort();
}

const time = (doc: DocumentSummary) => Date.parse(doc.created_at) || 0;

/**
 * Groups the drafts of each script by their `draft_of` links (documents without a link stand
 * alone), the newest draft at the head. Without links every document is its own group.
 */
export function groupDrafts(
  docs: readonly DocumentSummary[],
  links: readonly DraftLink[],
): DraftGroup[] {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const linkOf = new Map(links.map((link) => [link._id, link]));
  const rootOf = (id: string): string => {
    const seen = new Set<string>();
    let current = id;
    for (;;) {
      const parent = linkOf.get(current)?.draft_of;
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
  const number = (doc: DocumentSummary) => linkOf.get(doc._id)?.draft_number ?? 1;
  return [...chains.values()].map((chain) => {
    const [head, ...earlier] = [...chain].sort(
      (a, b) => number(b) - number(a) || time(b) - time(a),
    );
    const numbers =
      chain.length > 1 ? Object.fromEntries(chain.map((doc) => [doc._id, number(doc)])) : {};
    return { head, earlier, numbers };
  });
}
