import { useSearchParams } from 'react-router-dom';

import { BillingPage } from '../../../shared/components/billing-page';
import { useConfirmedSession } from '../hooks/use-confirmed-session';
import { useElapsed } from '../hooks/use-elapsed';
import {
  PaymentFailedView,
  PaymentProcessingView,
  PaymentSuccessView,
} from './payment-success-views';

/** The payment success spinner shows for 3 seconds. */
export const PAYMENT_SPINNER_MS = 3000;

type Props = { spinnerMs?: number };

/**
 * /dashboard/success?session_id=…: 'Processing Your Payment' for 3 s and until the
 * server confirms the session, then 'Payment Successful!'. The reference is the session's first
 * 8 characters.
 */
export const PaymentSuccessPage = ({ spinnerMs = PAYMENT_SPINNER_MS }: Props) => {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const reference = sessionId.slice(0, 8);
  const spun = useElapsed(spinnerMs);
  const state = useConfirmedSession(sessionId);

  let view;
  if (!spun || state.phase === 'checking') view = <PaymentProcessingView reference={reference} />;
  else if (state.phase === 'failed')
    view = <PaymentFailedView reference={reference} message={state.message} />;
  else
    view = (
      <PaymentSuccessView
        reference={reference}
        session={state.phase === 'confirmed' ? state.session : null}
      />
    );

  return <BillingPage className="bil-result">{view}</BillingPage>;
};
