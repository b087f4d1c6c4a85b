import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { monthlyRemaining, useGetCreditsQuery } from '../api/credits-api';

import './credits.css';

/**
 * Header credits: grey placeholders while loading; on failure the error is only
 * logged and nothing is shown; without data nothing is shown. It reads the 'Credits' tag, so
 * purchases and processing refresh it, and links to the page use on the Transactions page.
 */
export const CreditsSummary = () => {
  const { data, isLoading, error } = useGetCreditsQuery();

  useEffect(() => {
    if (error) console.error('Failed to load credits', error);
  }, [error]);

  if (isLoading) {
    return (
      <span className="bil-credits" role="status" aria-label="Loading credits">
        <span className="bil-credits__placeholder" />
        <span className="bil-credits__placeholder" />
      </span>
    );
  }
  if (!data) return null;
  // The whole summary opens the Transactions page's Page use: where every one of these pages went.
  return (
    <Link
      to="/dashboard/transaction#page-use"
      className="bil-credits bil-credits--link"
      data-testid="credits-summary"
      aria-label={`${monthlyRemaining(data)} monthly and ${data.paygo_credits} pay-as-you-go pages left: see page use`}
    >
      <span className="bil-credits__item" title="Monthly pages left">
        <i className="pi pi-calendar" aria-hidden="true" />
        <span data-testid="credits-monthly">{monthlyRemaining(data)}</span>
        <span className="bil-credits__label">monthly</span>
      </span>
      <span className="bil-credits__item" title="Pay-as-you-go pages">
        <i className="pi pi-wallet" aria-hidden="true" />
        <span data-testid="credits-paygo">{data.paygo_credits}</span>
        <span className="bil-credits__label">pay-as-you-go</span>
      </span>
    </Link>
  );
};
