/*
 * The validation contract's plain values (validation.ts has the zod fields). Kept apart from zod
 * so a form that needs only a message or a pattern does not bundle zod.
 */

/**
 * Field rules shared by the server's validation and the forms. Messages are the
 * spec's words; the server answers them in the error envelope so the forms can show them as-is.
 */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must include uppercase, lowercase, number, and special character',
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  userNameMin: 'User name must be at least 2 characters',
  fullNameRequired: 'Full name is required',
  usernameRequired: 'Username is required',
} as const;

export const PASSWORD_MIN = 8;
/** OWASP: allow long passphrases, bound the hashing cost; never truncate. */
export const PASSWORD_MAX = 128;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const SCRIPT_MAX_BYTES = 10 * 1024 * 1024;

/** A simple address pattern, as the spec asks (not a full RFC 5322 parser). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isStrongPassword = (pw: string) =>
  /[A-Z]/.test(pw) && /[a-z]/.test(pw) && /\d/.test(pw) && /[^A-Za-z0-9]/.test(pw);
