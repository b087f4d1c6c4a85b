import { errorStatus, useSignedIn } from '@castmyscript/api';
import { PageLoader, useToast } from '@castmyscript/ui-kit';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { useGetMeQuery } from '../../../shared/session/me-api';

const PROFILE_ERRORS: Record<number, string> = {
  401: 'Invalid credentials',
  404: 'User not found',
};

/** Spec 1 §4: no token → /sign-in; otherwise the current user is fetched before the page shows. */
export const ProtectedRoute = () => {
  const signedIn = useSignedIn();
  const me = useGetMeQuery(undefined, { skip: !signedIn });
  const toast = useToast();
  const status = errorStatus(me.error);

  useEffect(() => {
    const message = typeof status === 'number' ? PROFILE_ERRORS[status] : undefined;
    if (message) toast.error(message);
  }, [status, toast]);

  if (!signedIn) return <Navigate to="/sign-in" replace />;
  if (me.isError) return <Navigate to="/sign-in" replace />;
  if (!me.data) return <PageLoader label="Loading your dashboard…" />;
  return <Outlet />;
};
