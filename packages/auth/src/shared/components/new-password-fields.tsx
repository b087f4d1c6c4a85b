import { PasswordStrengthMeter } from '@castmyscript/ui-kit';
import type { FormikProps } from 'formik';

import { fieldProps } from '../lib/field-props';
import { FormField } from './form-field';

type Values = { password: string; confirmPassword: string };

/** A new password with its strength meter and confirmation (sign-up and reset). */
export const NewPasswordFields = <V extends Values>({
  formik,
  label,
}: {
  formik: FormikProps<V>;
  label: string;
}) => (
  <>
    <FormField
      {...fieldProps(formik, 'password')}
      label={label}
      type="password"
      autoComplete="new-password"
    />
    <PasswordStrengthMeter password={formik.values.password} />
    <FormField
      {...fieldProps(formik, 'confirmPassword')}
      label="Confirm password"
      type="password"
      autoComplete="new-password"
    />
  </>
);
