/**
 * Every route that needs a signed-in user (SECURITY-CHECKS 2). Later issues append their routes
 * here; `test/access-control.test.ts` then proves each one refuses every kind of bad token.
 */
export type RouteCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
};

export const PROTECTED_ROUTES: RouteCall[] = [
  { method: 'GET', path: '/api/v1/users/me' },
  { method: 'POST', path: '/api/v1/users/update-profile', body: { name: 'A B', username: 'ab' } },
  {
    method: 'POST',
    path: '/api/v1/users/update-password',
    body: { old_password: 'Correct-Horse-9', new_password: 'Another-Horse-9' },
  },
  {
    method: 'POST',
    path: '/api/v1/users/presigned-upload-profile-picture',
    body: { file_name: 'a.png', file_size: 10, file_type: 'image/png' },
  },
  {
    method: 'POST',
    path: '/api/v1/users/confirm-upload-profile-picture',
    body: { profile_picture_url: '' },
  },
];
