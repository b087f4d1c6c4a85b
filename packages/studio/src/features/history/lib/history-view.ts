import type { DocumentSummary } from '@castmyscript/api/contract';
import {
  HISTORY_PAGE_SIZE,
  historyPages,
  type PageItem,
  pageCount,
  pageSlice,
  shouldShowPager,
} from '@castmyscript/ui-kit';

export type HistoryView = {
  rows: DocumentSummary[];
  /** The page shown: the asked one, kept within the pages there are. */
  page: number;
  pages: number;
  /** Null when there are 8 items or fewer: the pager is not shown. */
  pager: PageItem[] | null;
};

const time = (doc: DocumentSummary) => Date.parse(doc.created_at) || 0;

/** Newest first; equal times keep the server's order. */
export const newestFirst = (docs: readonly DocumentSummary[]): DocumentSummary[] =>
  [...docs].sort((a, b) => time(b) - time(a));

/** One page of the process list: 8 rows, newest first, and the pager's items when it shows. */
export function historyView(docs: readonly DocumentSummary[], askedPage: number): HistoryView {
  const pages = pageCount(docs.length, HISTORY_PAGE_SIZE);
  const page = Math.min(Math.max(Math.trunc(askedPage) || 1, 1), Math.max(pages, 1));
  return {
    rows: pageSlice(newestFirst(docs), page, HISTORY_PAGE_SIZE),
    page,
    pages,
    pager: shouldShowPager(docs.length) ? historyPages(page, pages) : null,
  };
}
