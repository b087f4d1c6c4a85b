import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormAlert } from '../../../shared/components/form-alert';
import { NewPasswordFields } from '../../../shared/components/new-password-fields';
import { authErrorMessage } from '../../../shared/lib/auth-error';
import { NOTICES } from '../../../shared/lib/messages';
import { useResetPasswordMutation } from '../api/password-reset-api';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

/** New password and confirmation with the strength meter; success goes to /sign-in. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const [resetPassword] = useResetPasswordMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    validateOnMount: true,
    onSubmit: async ({ password }) => {
      setFailure(null);
      const result = await resetPassword({ new_password: password, pass_reset_token: token });
      if ('error' in result) return setFailure(authErrorMessage(result.error));
      toast.success(NOTICES.resetDone);
      navigate('/sign-in', { replace: true });
    },
  });

  return (
    <form
      className="cms-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Reset password"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <NewPasswordFields formik={formik} label="New password" />
      <Button
        type="submit"
        label="Reset Password"
        className="cms-form__submit"
        loading={formik.isSubmitting}
        disabled={!(formik.dirty && formik.isValid) || formik.isSubmitting}
      />
    </form>
  );
};
