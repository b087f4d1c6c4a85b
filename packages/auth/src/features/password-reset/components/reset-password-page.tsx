import { useToast } from '@castmyscript/ui-kit';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { FormAlert } from '../../../shared/components/form-alert';
import { MESSAGES } from '../../../shared/lib/messages';
import { ResetPasswordForm } from '../forms/reset-password-form';

/** /reset-password?token=…; without a token: the error, then /sign-in. */
export const ResetPasswordPage = () => {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (token) return;
    toast.error(MESSAGES.missingToken);
    navigate('/sign-in', { replace: true });
  }, [token, toast, navigate]);

  return (
    <AuthLayout title="Set a new password" lead="Choose a strong password for your account.">
      {token ? <ResetPasswordForm token={token} /> : <FormAlert>{MESSAGES.missingToken}</FormAlert>}
    </AuthLayout>
  );
};
