import type { CheckoutSessionData } from '@castmyscript/api/contract';
import { Link } from 'react-router-dom';

import { formatUsd } from '../../../shared/lib/money';
import { planNameOf } from '../../../shared/lib/plan-name';

const Reference = ({ reference }: { reference: string }) =>
  reference ? (
    <p className="bil-muted">
      Reference: <code data-testid="session-reference">{reference}</code>
    </p>
  ) : null;

/** The first phase: a spinner while the payment is confirmed (at least 3 s). */
export const PaymentProcessingView = ({ reference }: { reference: string }) => (
  <div className="bil-card bil-result__card" role="status" aria-live="polite">
    <i className="pi pi-spin pi-spinner bil-result__icon" aria-hidden="true" />
    <h1>Processing Your Payment</h1>
    <p className="bil-muted">Please wait while we confirm your payment.</p>
    <Reference reference={reference} />
  </div>
);

const purchaseLine = (session: CheckoutSessionData) =>
  session.package_type === 'paygo'
    ? `${session.pages ?? 0} pages were added to your account.`
    : `You are now on the ${planNameOf(session.package_name)} plan.`;

type SuccessProps = { reference: string; session: CheckoutSessionData | null };

/** 'Payment Successful!' with the two ways on. A null session is still confirming. */
export const PaymentSuccessView = ({ reference, session }: SuccessProps) => (
  <div className="bil-card bil-result__card" role="status">
    <i className="pi pi-check-circle bil-result__icon bil-result__icon--ok" aria-hidden="true" />
    <h1>Payment Successful!</h1>
    {session ? (
      <p>
        {purchaseLine(session)} Amount paid: {formatUsd(session.amount_in_usd)}.
      </p>
    ) : (
      <p>Your payment was received; your pages will appear in a moment.</p>
    )}
    <Reference reference={reference} />
    <div className="bil-actions bil-actions--center">
      <Link to="/dashboard/subscription" className="p-button bil-link-button">
        View Subscription
      </Link>
      <Link to="/dashboard" className="p-button p-button-outlined bil-link-button">
        Go to Dashboard
      </Link>
    </div>
  </div>
);

type FailedProps = { reference: string; message: string };

/** The session is unknown, not the user's, expired or unpaid. */
export const PaymentFailedView = ({ reference, message }: FailedProps) => (
  <div className="bil-card bil-result__card" role="alert">
    <i
      className="pi pi-exclamation-circle bil-result__icon bil-result__icon--error"
      aria-hidden="true"
    />
    <h1>Payment Not Confirmed</h1>
    <p>{message}</p>
    <Reference reference={reference} />
    <div className="bil-actions bil-actions--center">
      <Link to="/dashboard/transaction" className="p-button bil-link-button">
        View Transactions
      </Link>
      <Link to="/dashboard/packages" className="p-button p-button-outlined bil-link-button">
        Back to Plans
      </Link>
    </div>
  </div>
);
