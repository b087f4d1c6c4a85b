import { clampPage, type PageItem, withGaps } from './page-item';

const SHOW_ALL_UP_TO = 5;

/**
 * Process-history pager: every page when there are 5 or fewer; otherwise the first
 * and last pages, a window round the current one, and gaps. Near either end the window is
 * widened to four pages so the pager keeps a steady width while paging.
 */
export function historyPages(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);
  const page = clampPage(current, total);
  if (page <= 3) return withGaps([1, 2, 3, 4, total]);
  if (page >= total - 2) return withGaps([1, total - 3, total - 2, total - 1, total]);
  return withGaps([1, page - 1, page, page + 1, total]);
}
