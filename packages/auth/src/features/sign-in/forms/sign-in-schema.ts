import * as yup from 'yup';

import { MESSAGES, PASSWORD_MIN } from '../../../shared/lib/messages';
import { emailRule } from '../../../shared/lib/yup-fields';

/** Sign-in email and password. */
export const signInSchema = yup.object({
  email: emailRule(),
  password: yup
    .string()
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD_MIN, MESSAGES.passwordMin),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export const signInInitialValues: SignInValues = { email: '', password: '' };
