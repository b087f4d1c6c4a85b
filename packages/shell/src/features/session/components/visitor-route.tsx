import { useSignedIn } from '@castmyscript/api';
import { Navigate, Outlet } from 'react-router-dom';

/** A visitor with a stored access token is sent from sign-in/sign-up to /dashboard. */
export const VisitorRoute = () =>
  useSignedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
