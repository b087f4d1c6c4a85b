import {
  errorStatus,
  sessionEnded,
  tokenStorage,
  useAppDispatch,
  useSignedIn,
} from '@castmyscript/api';
import { PageLoader, useToast } from '@castmyscript/ui-kit';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { useGetMeQuery } from '../../../shared/session/me-api';
import { AccountUnavailable } from './account-unavailable';

/** The answers that mean the stored session names no usable account: it is ended. */
const PROFILE_ERRORS: Record<number, string> = {
  401: 'Invalid credentials',
  404: 'User not found',
};

/**
 * No token → /sign-in; otherwise the current user is fetched before the page shows. A 401 or
 * 404 ends the session and goes to /sign-in. Any other failure (the server down, no network)
 * keeps the session and offers a retry: sending a still signed-in writer to /sign-in would bounce
 * them back to /dashboard and round again.
 */
export const ProtectedRoute = () => {
  const signedIn = useSignedIn();
  const me = useGetMeQuery(undefined, { skip: !signedIn });
  const toast = useToast();
  const dispatch = useAppDispatch();
  const status = errorStatus(me.error);
  const message = typeof status === 'number' ? PROFILE_ERRORS[status] : undefined;

  useEffect(() => {
    if (!message) return;
    toast.error(message);
    tokenStorage.clear();
    dispatch(sessionEnded());
  }, [message, toast, dispatch]);

  if (!signedIn) return <Navigate to="/sign-in" replace />;
  if (me.isError && message) return <Navigate to="/sign-in" replace />;
  if (me.isError) return <AccountUnavailable retrying={me.isFetching} onRetry={me.refetch} />;
  if (!me.data) return <PageLoader label="Loading your dashboard…" />;
  return <Outlet />;
};
