import type { DocumentSummary } from '@castmyscript/api/contract';

/** A document as GET documents/ lists it; `n` days before 1 March 2026, noon UTC. */
export const doc = (n: number, overrides: Partial<DocumentSummary> = {}): DocumentSummary => ({
  _id: `doc-${n}`,
  title: `Script ${n}`,
  file_name: `Script ${n}.pdf`,
  format: 'pdf',
  created_at: new Date(Date.UTC(2026, 2, 1, 12) - n * 86_400_000).toISOString(),
  page_count: 4,
  status: 'completed',
  message: null,
  script_id: `doc-${n}`,
  draft_of: null,
  draft_number: 1,
  ...overrides,
});

/** `count` documents, newest first (doc-1 is the newest). */
export const docs = (count: number): DocumentSummary[] =>
  Array.from({ length: count }, (_, i) => doc(i + 1));
