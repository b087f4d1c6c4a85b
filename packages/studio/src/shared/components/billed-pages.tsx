import { useGetDocumentQuery } from '../api/document-api';

const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

/**
 * A script's pages as billed, beside what its draft paid: "14 pages · 14 paid", or for a later
 * draft, which pays its changed pages only, "14 pages · 3 paid for draft 2". The one wording of
 * the count the upload quote, Scenes, Audio Production and History agree on.
 */
export const billedText = (billed: number, charged: number, draft: number) =>
  `${pages(billed)} · ${charged} paid${draft > 1 ? ` for draft ${draft}` : ''}`;

/** The document's billed pages as the server counts them; nothing until they are known. */
export const BilledPages = ({ documentId }: { documentId: string }) => {
  const { data } = useGetDocumentQuery(documentId);
  if (!data || data.page_count === null) return null;
  // The pages paid for cover text grown since processing, once Generate has charged it.
  const billed = Math.max(data.page_count, data.pages_covered ?? 0);
  return (
    <p className="cms-billed-pages" data-testid="billed-pages">
      <i className="pi pi-file" aria-hidden="true" />{' '}
      {billedText(billed, data.pages_charged, data.draft_number)}
    </p>
  );
};
