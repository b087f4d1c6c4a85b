import { useToast } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';

import { useResendVerificationEmailMutation } from '../../../shared/api/verification-mail-api';
import { FormAlert } from '../../../shared/components/form-alert';
import { authErrorMessage } from '../../../shared/lib/auth-error';
import { verificationStorage } from '../../../shared/lib/verification-storage';

type Props = { message: string; email: string };

export const RESENT = 'A new verification email is on its way.';

/** Sign-in of an unverified account: the server's message and a way to get a fresh link. */
export const UnverifiedNotice = ({ message, email }: Props) => {
  const [resend, { isLoading, error }] = useResendVerificationEmailMutation();
  const toast = useToast();
  const navigate = useNavigate();

  const onResend = async () => {
    const result = await resend({ email });
    if ('error' in result) return;
    verificationStorage.remember(email, result.data?.verification_expires_at);
    toast.success(RESENT);
    navigate('/verification');
  };

  return (
    <FormAlert>
      <p>{message}</p>
      {error && <p>{authErrorMessage(error)}</p>}
      <Button
        type="button"
        label="Resend verification email"
        size="small"
        outlined
        loading={isLoading}
        onClick={onResend}
      />
    </FormAlert>
  );
};
