import { clampPage, type PageItem, withGaps } from './page-item';

/**
 * Transaction pager: the first and last pages and the current page with its two
 * neighbours (one each side); skipped runs are marked with a gap. Pages are 1-based.
 */
export function transactionPages(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const page = clampPage(current, total);
  const shown = [1, page - 1, page, page + 1, total].filter((p) => p >= 1 && p <= total);
  return withGaps(shown);
}
