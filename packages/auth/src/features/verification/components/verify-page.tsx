import { useToast } from '@castmyscript/ui-kit';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { verificationStorage } from '../../../shared/lib/verification-storage';
import { useVerifyEmail } from '../hooks/use-verify-email';
import { VERIFIED, VerifyView } from './verify-view';

/** The success page moves on to sign-in after 3 seconds. */
export const REDIRECT_AFTER_MS = 3000;

/** /verify/{token}. */
export const VerifyPage = () => {
  const { token = '' } = useParams();
  const state = useVerifyEmail(token);
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== 'success') return;
    toast.success(VERIFIED);
    const timer = setTimeout(() => navigate('/sign-in', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.status, toast, navigate]);

  return <VerifyView state={state} deadline={verificationStorage.expiry()} />;
};
