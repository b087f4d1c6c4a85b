import { useToast } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { useResendVerificationEmailMutation } from '../../../shared/api/verification-mail-api';
import { FormAlert } from '../../../shared/components/form-alert';
import { authErrorMessage } from '../../../shared/lib/auth-error';
import { verificationStorage } from '../../../shared/lib/verification-storage';

export const RESEND_DONE = 'Verification email sent. Please check your inbox.';

/** Sends a fresh link to the stored address and restarts its 24-hour clock. */
export const ResendButton = ({ email }: { email: string }) => {
  const [resend, { isLoading, error }] = useResendVerificationEmailMutation();
  const toast = useToast();
  const onClick = async () => {
    const result = await resend({ email });
    if ('error' in result) return;
    verificationStorage.remember(email, result.data?.verification_expires_at);
    toast.success(RESEND_DONE);
  };
  return (
    <>
      {error && <FormAlert>{authErrorMessage(error)}</FormAlert>}
      <Button
        type="button"
        label="Resend verification email"
        icon="pi pi-envelope"
        outlined
        loading={isLoading}
        onClick={onClick}
      />
    </>
  );
};
