import { Link } from 'react-router-dom';

import { BillingPage } from '../../../shared/components/billing-page';
import { SUPPORT_EMAIL } from '../../../shared/lib/support';

/** /dashboard/cancel: the hosted checkout was left; nothing was charged. */
export const PaymentCancelPage = () => (
  <BillingPage className="bil-result">
    <div className="bil-card bil-result__card">
      <i
        className="pi pi-times-circle bil-result__icon bil-result__icon--muted"
        aria-hidden="true"
      />
      <h1>Payment Cancelled</h1>
      <p>Your payment was cancelled and no charge was made.</p>
      <div className="bil-actions bil-actions--center">
        <Link to="/membership" className="p-button bil-link-button">
          Try Payment Again
        </Link>
        <Link to="/dashboard" className="p-button p-button-outlined bil-link-button">
          Return to Homepage
        </Link>
      </div>
      <p className="bil-muted">
        Need help? Contact us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  </BillingPage>
);
