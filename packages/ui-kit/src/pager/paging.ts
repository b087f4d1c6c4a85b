/** Process history page size. */
export const HISTORY_PAGE_SIZE = 8;
/** Transactions page size. */
export const TRANSACTION_PAGE_SIZE = 16;

export function pageCount(count: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(count, 0) / pageSize) : 0;
}

/**
 * The history pager appears only with more than one page's worth of items, i.e. more than 8
 *.
 */
export function shouldShowPager(count: number, pageSize: number = HISTORY_PAGE_SIZE): boolean {
  return count > pageSize;
}

/** The items on a 1-based page, for client-side paging. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(page, 1) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
