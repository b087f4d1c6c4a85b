import { useSignedIn } from '@castmyscript/api';
import { Navigate, Outlet } from 'react-router-dom';

/** Spec 1 §6: a visitor with a stored access token is sent from sign-in/sign-up to /dashboard. */
export const VisitorRoute = () =>
  useSignedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
