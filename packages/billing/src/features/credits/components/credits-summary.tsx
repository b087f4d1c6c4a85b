import { useEffect } from 'react';

import { monthlyRemaining, useGetCreditsQuery } from '../api/credits-api';

/**
 * Header credits (spec 1 §4): grey placeholders while loading; on failure the error is only
 * logged and nothing is shown; without data nothing is shown.
 */
export const CreditsSummary = () => {
  const { data, isLoading, error } = useGetCreditsQuery();

  useEffect(() => {
    if (error) console.error('Failed to load credits', error);
  }, [error]);

  if (isLoading) {
    return <span className="cms-credits cms-skeleton" role="status" aria-label="Loading credits" />;
  }
  if (!data) return null;
  return (
    <span className="cms-credits" data-testid="credits-summary">
      <span title="Monthly pages left">
        <i className="pi pi-calendar" aria-hidden="true" /> {monthlyRemaining(data)} monthly
      </span>
      <span title="Pay-as-you-go pages">
        <i className="pi pi-wallet" aria-hidden="true" /> {data.paygo_credits} pay-as-you-go
      </span>
    </span>
  );
};
