import { z } from 'zod';

import {
  EMAIL_PATTERN,
  isStrongPassword,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './validation-constants';

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(isStrongPassword, MESSAGES.passwordComplexity);

export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
