import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useState } from 'react';

import { FormAlert } from '../../../shared/components/form-alert';
import { FormField } from '../../../shared/components/form-field';
import { authErrorMessage } from '../../../shared/lib/auth-error';
import { fieldProps } from '../../../shared/lib/field-props';
import { NOTICES } from '../../../shared/lib/messages';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';

/** The mailed link opens this app's own reset page. */
export const resetFormUrl = () => `${window.location.origin}/reset-password`;

/** Send Reset Instructions stays disabled while the email is blank. */
export const ForgotPasswordForm = () => {
  const [requestReset] = useRequestPasswordResetMutation();
  const toast = useToast();
  const [outcome, setOutcome] = useState<{ sent: boolean; message?: string } | null>(null);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      setOutcome(null);
      const result = await requestReset({ email: email.trim(), reset_form_url: resetFormUrl() });
      if ('error' in result)
        return setOutcome({ sent: false, message: authErrorMessage(result.error) });
      toast.success(NOTICES.resetSent);
      setOutcome({ sent: true });
    },
  });

  return (
    <form
      className="cms-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Forgot password"
    >
      {outcome?.message && <FormAlert>{outcome.message}</FormAlert>}
      {outcome?.sent && (
        <FormAlert tone="success">
          {NOTICES.resetSent} Check your inbox for a link to set a new password.
        </FormAlert>
      )}
      <FormField {...fieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" />
      <Button
        type="submit"
        label="Send Reset Instructions"
        className="cms-form__submit"
        loading={formik.isSubmitting}
        disabled={!formik.values.email.trim() || formik.isSubmitting}
      />
    </form>
  );
};
