import { tokenStorage } from '@castmyscript/api';
import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useState } from 'react';

import { FormAlert } from '../../../shared/components/form-alert';
import { FormField } from '../../../shared/components/form-field';
import { fieldProps } from '../../../shared/lib/field-props';
import { NOTICES } from '../../../shared/lib/messages';
import { useUpdatePasswordMutation } from '../api/profile-api';
import { profileErrorMessage } from '../lib/profile-error';
import {
  changePasswordProblem,
  changePasswordSchema,
  type ChangePasswordValues,
} from './change-password-schema';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirmation. The server revokes every other session on a change and
 * answers fresh tokens for this one, which are stored so this tab stays signed in.
 */
export const ChangePasswordForm = () => {
  const [updatePassword] = useUpdatePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const problem = changePasswordProblem(values);
      if (problem) return helpers.setFieldError(problem.field, problem.message);
      const result = await updatePassword({
        old_password: values.currentPassword,
        new_password: values.newPassword,
      });
      if ('error' in result)
        return setFailure(profileErrorMessage(result.error, NOTICES.passwordUpdateFailed));
      if (result.data?.access_token) tokenStorage.setTokens(result.data);
      toast.success(NOTICES.passwordUpdated);
      helpers.resetForm({ values: EMPTY });
    },
  });

  return (
    <form
      className="cms-card cms-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-labelledby="change-password"
    >
      <h2 id="change-password">Change password</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        {...fieldProps(formik, 'currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormField
        {...fieldProps(formik, 'newPassword')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Use at least 8 characters, mixing letters, numbers and special characters."
      />
      <FormField
        {...fieldProps(formik, 'confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        label="Update Password"
        loading={formik.isSubmitting}
        disabled={formik.isSubmitting}
      />
    </form>
  );
};
