import { LEDGER_PAGE_SIZE } from '@castmyscript/api/contract';
import { PageLoader, Pager, pageCount } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { Banner } from '../../../shared/components/banner';
import { useGetLedgerQuery } from '../api/ledger-api';
import { PageUseTable } from './page-use-table';

import './page-use.css';

/**
 * "Page use": every change of the user's pages, newest first, 16 a page from the server, so a
 * writer can account for each page they ever had. Its pager is its own, apart from purchases'.
 */
export const PageUseSection = () => {
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGetLedgerQuery(page);
  const pages = data ? pageCount(data.total, LEDGER_PAGE_SIZE) : 0;
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const loaded = Boolean(data);
  // The header's credits link here; the router does not scroll to a fragment by itself.
  useEffect(() => {
    if (hash === '#page-use' && loaded) ref.current?.scrollIntoView?.();
  }, [hash, loaded]);

  return (
    <section ref={ref} id="page-use" className="bil-page-use" aria-labelledby="page-use-title">
      <h2 id="page-use-title">Page use</h2>
      <p className="bil-muted">
        Every page added to or taken from your balance, with the script and the reason.
      </p>
      {isFetching && !data && <PageLoader label="Loading your page use…" />}
      {isError && !isFetching && (
        <Banner
          tone="error"
          icon="pi pi-exclamation-triangle"
          title="Failed to fetch page use"
          actions={
            <Button type="button" label="Retry" size="small" onClick={() => void refetch()} />
          }
        />
      )}
      {data && !isError && data.total === 0 && (
        <div className="bil-card bil-empty">
          <h3>No page use yet</h3>
          <p className="bil-muted">Pages you get and spend will be listed here.</p>
        </div>
      )}
      {data && !isError && data.entries.length > 0 && (
        <>
          <PageUseTable entries={data.entries} />
          {pages > 1 && (
            <Pager
              variant="transaction"
              current={data.page}
              total={pages}
              onChange={setPage}
              label="Page use pages"
            />
          )}
        </>
      )}
    </section>
  );
};
