import { GoToPage } from './go-to-page';
import { historyPages } from './history-pages';
import { transactionPages } from './transaction-pages';

export interface PagerProps {
  /** 1-based current page. */
  current: number;
  total: number;
  onChange: (page: number) => void;
  /** 'transaction' shows first/last/neighbours and a go-to box; 'history' the compact list. */
  variant?: 'transaction' | 'history';
  label?: string;
}

export function Pager({
  current,
  total,
  onChange,
  variant = 'history',
  label = 'Pagination',
}: PagerProps) {
  if (total < 1) return null;
  const items =
    variant === 'transaction' ? transactionPages(current, total) : historyPages(current, total);
  return (
    <nav className="cms-pager" aria-label={label}>
      {/* Previous, pages and Next wrap as one row so the arrows stay beside the numbers. */}
      <div className="cms-pager__row">
        <button
          type="button"
          className="cms-pager__button"
          aria-label="Previous page"
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        >
          <i className="pi pi-angle-left" aria-hidden="true" />
        </button>
        <ul className="cms-pager__pages">
          {items.map((item, index) =>
            item === 'gap' ? (
              // Gaps carry no page, so they are decoration for screen readers.
              <li key={`gap-${index}`} className="cms-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className="cms-pager__button"
                  aria-label={`Page ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => onChange(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className="cms-pager__button"
          aria-label="Next page"
          disabled={current >= total}
          onClick={() => onChange(current + 1)}
        >
          <i className="pi pi-angle-right" aria-hidden="true" />
        </button>
      </div>
      {variant === 'transaction' && <GoToPage total={total} onGo={onChange} />}
    </nav>
  );
}
