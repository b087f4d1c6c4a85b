import * as yup from 'yup';

import { MESSAGES } from '../../../shared/lib/messages';
import { confirmRule, emailRule, newPasswordRule } from '../../../shared/lib/yup-fields';

/** Sign-up fields, the new-password rules and the terms checkbox. */
export const signUpSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.nameRequired).min(2, MESSAGES.nameMin),
  username: yup.string().trim().required(MESSAGES.userNameRequired).min(2, MESSAGES.userNameMin),
  email: emailRule(),
  password: newPasswordRule(),
  confirmPassword: confirmRule(MESSAGES.passwordsMismatch),
  terms: yup.boolean().oneOf([true], MESSAGES.termsRequired).required(MESSAGES.termsRequired),
});

export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const signUpInitialValues: SignUpValues = {
  name: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};
