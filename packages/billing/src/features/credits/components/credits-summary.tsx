import { useEffect } from 'react';

import { monthlyRemaining, useGetCreditsQuery } from '../api/credits-api';

import './credits.css';

/**
 * Header credits (spec 1 §4): grey placeholders while loading; on failure the error is only
 * logged and nothing is shown; without data nothing is shown. It reads the 'Credits' tag, so
 * purchases and processing refresh it.
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
  return (
    <span className="bil-credits" data-testid="credits-summary">
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
    </span>
  );
};
