import { Link } from 'react-router-dom';

type Props = { paygoCredits?: number };

/** No paid plan; the account is on Free. */
export const NoSubscription = ({ paygoCredits }: Props) => (
  <div className="bil-card bil-empty">
    <i className="pi pi-id-card bil-empty__icon" aria-hidden="true" />
    <h2>No Active Subscription</h2>
    <p className="bil-muted">
      You are on the Free plan. A monthly plan gives you more pages, audio downloads and a discount
      on extra pages.
    </p>
    {paygoCredits !== undefined && paygoCredits > 0 && (
      <p>You have {paygoCredits} pay-as-you-go pages.</p>
    )}
    <Link to="/dashboard/packages" className="p-button bil-link-button">
      View Pricing Plans
    </Link>
  </div>
);
