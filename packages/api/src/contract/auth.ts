import { z } from 'zod';

import { emailField, newPasswordField, passwordField } from './validation';
import { MESSAGES } from './validation-constants';

/** The auth calls' payloads and answers (inside the envelope's `data`). */
export const registerBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .min(2, MESSAGES.userNameMin)
    .max(40),
  name: z.string().trim().min(1, MESSAGES.nameRequired).min(2, MESSAGES.nameMin).max(100),
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.input<typeof registerBody>;

/** Register answers 201; the expiry lets /verification and /verify/{token} count down. */
export const registerData = z.object({ email: z.string(), verification_expires_at: z.string() });
export type RegisterData = z.infer<typeof registerData>;

export const loginBody = z.object({ email: emailField, password: passwordField });
export type LoginBody = z.input<typeof loginBody>;

export const tokensData = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  email: z.string().optional(),
});
export type TokensData = z.infer<typeof tokensData>;

export const googleLoginBody = z.object({ google_auth_token: z.string().min(1) });

export const resendVerificationBody = z.object({ email: emailField });

export const resetRequestBody = z.object({
  email: emailField,
  /** The app's own /reset-password address; its origin must be one the server trusts. */
  reset_form_url: z.string().url(),
});

export const resetBody = z.object({
  new_password: newPasswordField,
  pass_reset_token: z.string().min(1, 'Invalid or missing token.'),
});

/** Sign-in of an account whose email is not verified yet answers 403 with this code. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';
