import * as yup from 'yup';

import { MESSAGES } from '../../../shared/lib/messages';
import { confirmRule, newPasswordRule } from '../../../shared/lib/yup-fields';

/** The new-password rules; this page's mismatch text ends with a full stop. */
export const resetPasswordSchema = yup.object({
  password: newPasswordRule(),
  confirmPassword: confirmRule(MESSAGES.resetPasswordsMismatch),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
