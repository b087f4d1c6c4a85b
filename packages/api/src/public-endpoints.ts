/**
 * Calls sent without a bearer token (spec 1 §6: the sign-in, sign-up, forgot-password,
 * reset-password and contact pages). auth/refresh-token carries the refresh token instead.
 */
export const PUBLIC_PATHS = [
  'auth/login',
  'auth/register',
  'auth/google-login',
  'auth/reset-password-request',
  'auth/reset-password',
  'auth/verify-email',
  'auth/resend-verification',
  'users/contact-us',
  'users/notify-me',
];

export const REFRESH_PATH = 'auth/refresh-token';

const normalise = (url: string) => url.replace(/^\/+/, '').replace(/^api\/v1\//, '');

export const isPublicPath = (url: string) => {
  const path = normalise(url);
  return PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
};
