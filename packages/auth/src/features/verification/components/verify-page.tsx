import { PageLoader, useToast } from '@castmyscript/ui-kit';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { FormAlert } from '../../../shared/components/form-alert';
import { NOTICES } from '../../../shared/lib/messages';
import { verificationStorage } from '../../../shared/lib/verification-storage';
import { useVerifyEmail } from '../hooks/use-verify-email';
import { Countdown } from './countdown';

/** Spec 1 §9: the success page moves on to sign-in after 3 seconds. */
export const REDIRECT_AFTER_MS = 3000;
export const VERIFIED = 'Your email has been verified. You can now sign in.';

/** /verify/{token} (spec 1 §2). */
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

  return (
    <AuthLayout title="Email verification">
      <div className="cms-notice" aria-live="polite">
        {state.status === 'verifying' && <PageLoader label="Verifying your email…" />}
        {state.status === 'success' && (
          <FormAlert tone="success">
            <p>{VERIFIED}</p>
            <p>Taking you to sign in…</p>
          </FormAlert>
        )}
        {state.status === 'error' && (
          <FormAlert>
            <p>
              <strong>{NOTICES.verifyFailedTitle}</strong>
            </p>
            <p>{state.message}</p>
          </FormAlert>
        )}
        {state.status !== 'success' && <Countdown deadline={verificationStorage.expiry()} />}
        <p>
          <Link to="/sign-in">Go to sign in</Link> · <Link to="/verification">Need a new link?</Link>
        </p>
      </div>
    </AuthLayout>
  );
};
