import { api, useAppDispatch } from '@castmyscript/api';
import { BILLING_MESSAGES, type CheckoutSessionData } from '@castmyscript/api/contract';
import { useEffect, useState } from 'react';

import { serverMessageOf } from '../../../shared/lib/api-error';
import { useGetCheckoutSessionQuery } from '../api/checkout-session-api';
import { useElapsed } from './use-elapsed';

/** How often an unconfirmed session is asked again, and when the page stops waiting for it. */
export const SESSION_POLL_MS = 2000;
export const SESSION_WAIT_MS = 30_000;

export type SessionState =
  | { phase: 'checking' }
  | { phase: 'confirmed'; session: CheckoutSessionData }
  | { phase: 'delayed' }
  | { phase: 'failed'; message: string };

const PAYMENT_NOT_COMPLETED = 'This payment was not completed. No charge was made.';
const SESSION_MISSING = 'No payment session was given.';
const SESSION_UNREADABLE = 'Your payment could not be checked. Please look at your transactions.';

/**
 * Confirms the session the provider sent the user back with. With Stripe its webhook may still be
 * on the way, so an unfulfilled session is asked again until it is, or until SESSION_WAIT_MS.
 * Once fulfilled, credits, plan and transactions are refetched, which updates the header.
 */
export const useConfirmedSession = (sessionId: string): SessionState => {
  const dispatch = useAppDispatch();
  const gaveUp = useElapsed(SESSION_WAIT_MS);
  const [polling, setPolling] = useState(true);
  const { data, error, isError } = useGetCheckoutSessionQuery(sessionId, {
    skip: !sessionId,
    pollingInterval: polling && !gaveUp ? SESSION_POLL_MS : 0,
  });
  const fulfilled = data?.fulfilled === true;
  // A second plan paid while one was live is refunded, never fulfilled (security check 44).
  const refunded = data?.payment_status === 'refunded';
  const ended = refunded || data?.status === 'expired' || data?.payment_status === 'failed';

  useEffect(() => {
    if (fulfilled || ended || isError) setPolling(false);
  }, [fulfilled, ended, isError]);

  useEffect(() => {
    if (fulfilled) dispatch(api.util.invalidateTags(['Credits', 'Subscription', 'Transaction']));
  }, [fulfilled, dispatch]);

  if (!sessionId) return { phase: 'failed', message: SESSION_MISSING };
  if (isError) return { phase: 'failed', message: serverMessageOf(error) ?? SESSION_UNREADABLE };
  if (refunded) return { phase: 'failed', message: BILLING_MESSAGES.secondPlanPaymentRefunded };
  if (ended) return { phase: 'failed', message: PAYMENT_NOT_COMPLETED };
  if (data && fulfilled) return { phase: 'confirmed', session: data };
  return gaveUp ? { phase: 'delayed' } : { phase: 'checking' };
};
