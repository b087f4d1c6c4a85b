import * as yup from 'yup';

import { EMAIL_PATTERN, MESSAGES, PASSWORD_MIN } from './messages';

/** Field rules several auth forms share. */
export const emailRule = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, MESSAGES.emailInvalid);

const STRONG = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];

/** New passwords (sign-up, reset): 8+ characters with all four character classes. */
export const newPasswordRule = () =>
  yup
    .string()
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD_MIN, MESSAGES.passwordMin)
    .test('strong', MESSAGES.passwordComplexity, (value) =>
      STRONG.every((pattern) => pattern.test(value ?? '')),
    );

export const confirmRule = (message: string) =>
  yup
    .string()
    .required(MESSAGES.confirmRequired)
    .oneOf([yup.ref('password')], message);
