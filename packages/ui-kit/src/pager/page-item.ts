/** A page number, or a marker for pages left out of the pager. */
export type PageItem = number | 'gap';

/** Sorted page numbers → pager items, with a 'gap' wherever numbers are skipped. */
export function withGaps(pages: Iterable<number>): PageItem[] {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(Math.trunc(page) || 1, 1), Math.max(total, 1));
}
