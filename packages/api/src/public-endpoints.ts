/**
 * Calls sent without a bearer token (the sign-in, sign-up, forgot-password,
 * reset-password and contact pages). auth/refresh-token carries the refresh token instead.
 * `shared`: the listen page's calls carry the link's token in the path; a listener has
 * no session, so a 401 there must never start a refresh or a sign-out.
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
  'shared',
];

export const REFRESH_PATH = 'auth/refresh-token';

const normalise = (url: string) => url.replace(/^\/+/, '').replace(/^api\/v1\//, '');

export const isPublicPath = (url: string) => {
  const path = normalise(url);
  return PUBLIC_PATHS.some(
    (p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`),
  );
};

/**
 * Public calls that still carry the session when there is one: the server does more for a proven
 * sender (the contact acknowledgement quotes the message only to a sender signed in as the
 * address). Being public, their 401 never starts a refresh or a sign-out.
 */
export const OPTIONAL_SESSION_PATHS = ['users/contact-us'];

/** Whether a call sends the bearer token when signed in. */
export const sendsSession = (url: string) =>
  !isPublicPath(url) || OPTIONAL_SESSION_PATHS.includes(normalise(url).split('?')[0]);
