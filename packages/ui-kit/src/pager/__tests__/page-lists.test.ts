import { historyPages } from '../history-pages';
import { pageCount, pageSlice, shouldShowPager } from '../paging';
import { transactionPages } from '../transaction-pages';

describe('transactionPages', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(transactionPages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('has no gap where pages touch', () => {
    expect(transactionPages(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(transactionPages(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(transactionPages(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(transactionPages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('handles one page, no pages and out-of-range pages', () => {
    expect(transactionPages(1, 1)).toEqual([1]);
    expect(transactionPages(1, 0)).toEqual([]);
    expect(transactionPages(99, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('historyPages', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(historyPages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(historyPages(3, 3)).toEqual([1, 2, 3]);
  });

  it('uses ellipses from 6 pages', () => {
    expect(historyPages(1, 6)).toEqual([1, 2, 3, 4, 'gap', 6]);
    expect(historyPages(6, 6)).toEqual([1, 'gap', 3, 4, 5, 6]);
    expect(historyPages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(historyPages(9, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('always includes the current, first and last pages', () => {
    for (let total = 1; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = historyPages(current, total);
        expect(pages).toEqual(expect.arrayContaining([1, current, total]));
      }
    }
  });
});

describe('paging rules', () => {
  it('shows the history pager only with more than 8 items', () => {
    expect(shouldShowPager(8)).toBe(false);
    expect(shouldShowPager(9)).toBe(true);
    expect(shouldShowPager(0, 8)).toBe(false);
    expect(shouldShowPager(17, 16)).toBe(true);
  });

  it('counts pages and slices a page of items', () => {
    expect(pageCount(0, 16)).toBe(0);
    expect(pageCount(17, 16)).toBe(2);
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageSlice([1, 2, 3], 3, 2)).toEqual([]);
  });
});
