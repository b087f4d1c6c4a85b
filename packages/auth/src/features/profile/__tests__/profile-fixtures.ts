import { http, HttpResponse } from 'msw';

import { BASE } from '@castmyscript/test-utils';

export const PROFILE = {
  email: 'ada@example.com',
  full_name: 'Ada Writer',
  username: 'ada',
  profile_picture_url: null as string | null,
  role: 'user',
};

/** users/me answering whatever `current` holds when it is called. */
export const meHandler = (current: () => typeof PROFILE) =>
  http.get(`${BASE}/users/me`, () => HttpResponse.json({ status: 'success', data: current() }));
