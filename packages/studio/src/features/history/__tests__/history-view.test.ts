import { documentStatusLook } from '../lib/document-status';
import { historyView, newestFirst } from '../lib/history-view';
import { doc, docs } from './history-fixtures';

const ids = (view: ReturnType<typeof historyView>) => view.rows.map((d) => d._id);

describe('historyView: 8 a page, newest first, the pager only past 8', () => {
  it('1 page (8 documents): every row, no pager', () => {
    const view = historyView(docs(8), 1);
    expect(view.rows).toHaveLength(8);
    expect(view.pages).toBe(1);
    expect(view.pager).toBeNull();
  });

  it('9 documents make 2 pages and show the pager', () => {
    const view = historyView(docs(9), 2);
    expect(ids(view)).toEqual(['doc-9']);
    expect(view.pager).toEqual([1, 2]);
  });

  it('5 pages list every page', () => {
    expect(historyView(docs(40), 1).pager).toEqual([1, 2, 3, 4, 5]);
    expect(historyView(docs(40), 5).pager).toEqual([1, 2, 3, 4, 5]);
    expect(ids(historyView(docs(40), 5))).toEqual(
      docs(40)
        .slice(32)
        .map((d) => d._id),
    );
  });

  it('6 pages use ellipses', () => {
    expect(historyView(docs(48), 1).pager).toEqual([1, 2, 3, 4, 'gap', 6]);
    expect(historyView(docs(48), 6).pager).toEqual([1, 'gap', 3, 4, 5, 6]);
  });

  it('20 pages show the first, the last and the current with its neighbours', () => {
    expect(historyView(docs(160), 1).pager).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(historyView(docs(160), 10).pager).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(historyView(docs(160), 20).pager).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(ids(historyView(docs(160), 10))).toEqual(
      Array.from({ length: 8 }, (_, i) => `doc-${73 + i}`),
    );
  });

  it('keeps an out-of-range page within the pages there are', () => {
    expect(historyView(docs(10), 7).page).toBe(2);
    expect(historyView(docs(10), Number.NaN).page).toBe(1);
    expect(historyView([], 3)).toEqual({ rows: [], page: 1, pages: 0, pager: null });
  });

  it('sorts newest first whatever order the list came in', () => {
    const shuffled = [doc(3), doc(1), doc(2)];
    expect(newestFirst(shuffled).map((d) => d._id)).toEqual(['doc-1', 'doc-2', 'doc-3']);
    expect(ids(historyView(shuffled, 1))).toEqual(['doc-1', 'doc-2', 'doc-3']);
  });
});

describe('documentStatusLook', () => {
  it('gives each status a word and a tone', () => {
    expect(documentStatusLook('completed')).toEqual({ label: 'Processed', tone: 'success' });
    expect(documentStatusLook('error')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(documentStatusLook('payment_required').tone).toBe('warning');
    expect(documentStatusLook('uploaded').label).toBe('Uploaded');
    expect(documentStatusLook('something_new')).toEqual({
      label: 'something_new',
      tone: 'neutral',
    });
  });
});
