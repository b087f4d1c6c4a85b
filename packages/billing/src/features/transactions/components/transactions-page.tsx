import {
  PageLoader,
  Pager,
  TRANSACTION_PAGE_SIZE,
  pageCount,
  pageSlice,
} from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { Banner } from '../../../shared/components/banner';
import { BillingPage } from '../../../shared/components/billing-page';
import { UI_MESSAGES } from '../../../shared/lib/billing-messages';
import { useGetAllTransactionsQuery } from '../api/transactions-api';
import { PageUseSection } from './page-use-section';
import { TransactionsTable } from './transactions-table';

/**
 * /dashboard/transaction: the returned list in reverse order (newest first), paged
 * here, 16 a page, with the first/last/neighbours pager and a go-to-page box.
 */
export const TransactionsPage = () => {
  const { data, isLoading, isError, refetch } = useGetAllTransactionsQuery();
  const [page, setPage] = useState(1);
  const newestFirst = useMemo(() => (data ? [...data].reverse() : []), [data]);
  const pages = pageCount(newestFirst.length, TRANSACTION_PAGE_SIZE);
  const current = Math.min(page, Math.max(pages, 1));

  return (
    <BillingPage
      title="Transactions"
      lead="Your purchases and their receipts, and how your pages were used."
    >
      {isLoading && <PageLoader label="Loading your transactions…" />}
      {isError && !data && (
        <Banner
          tone="error"
          icon="pi pi-exclamation-triangle"
          title={UI_MESSAGES.transactionsFailed}
          actions={
            <Button type="button" label="Retry" size="small" onClick={() => void refetch()} />
          }
        />
      )}
      {data && newestFirst.length === 0 && (
        <div className="bil-card bil-empty">
          <i className="pi pi-receipt bil-empty__icon" aria-hidden="true" />
          <h2>No transactions yet</h2>
          <p className="bil-muted">
            Plans and pages you buy will be listed here with their receipts.
          </p>
          <Link to="/dashboard/packages" className="p-button bil-link-button">
            View Pricing Plans
          </Link>
        </div>
      )}
      {newestFirst.length > 0 && (
        <>
          <TransactionsTable
            transactions={pageSlice(newestFirst, current, TRANSACTION_PAGE_SIZE)}
          />
          {pages > 1 && (
            <Pager
              variant="transaction"
              current={current}
              total={pages}
              onChange={setPage}
              label="Transaction pages"
            />
          )}
        </>
      )}
      <PageUseSection />
    </BillingPage>
  );
};
