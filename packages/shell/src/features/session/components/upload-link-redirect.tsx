import { useSignedIn } from '@castmyscript/api';
import { Navigate } from 'react-router-dom';

/** /{uuid}/upload from Get Started leads to the upload step, signing in first. */
export const UploadLinkRedirect = () => (
  <Navigate to={useSignedIn() ? '/dashboard/process/upload' : '/sign-in'} replace />
);
