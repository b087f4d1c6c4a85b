import * as yup from 'yup';

import { MESSAGES, PASSWORD_MIN } from '../../../shared/lib/messages';

/** The profile's password rules (complexity is advised in the hint, not enforced). */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(MESSAGES.currentPasswordRequired),
  newPassword: yup
    .string()
    .required(MESSAGES.newPasswordRequired)
    .min(PASSWORD_MIN, MESSAGES.passwordMin),
  confirmPassword: yup.string().required(MESSAGES.confirmRequired),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

/** The checks made on submit, with their own wording; null when the change may go. */
export const changePasswordProblem = (values: ChangePasswordValues) => {
  if (values.newPassword !== values.confirmPassword) {
    return { field: 'confirmPassword' as const, message: MESSAGES.passwordsMismatch };
  }
  if (values.newPassword.length < PASSWORD_MIN) {
    return { field: 'newPassword' as const, message: MESSAGES.passwordMinLong };
  }
  return null;
};
