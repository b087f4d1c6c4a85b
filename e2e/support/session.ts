import type { Page } from '@playwright/test';

export const TEST_USER = {
  email: 'writer@example.com',
  full_name: 'Ada Writer',
  username: 'ada',
  profile_picture_url: null,
  role: 'user',
};

/**
 * A signed-in browser for the foundation journeys: stored tokens plus an answer for users/me.
 * The Accounts work replaces this with a real sign-in through the server.
 */
export const useTestSession = async (page: Page) => {
  await page.addInitScript(() => {
    localStorage.setItem('accessToken', 'test-access');
    localStorage.setItem('refresh_token', 'test-refresh');
    localStorage.setItem('isLogin', 'true');
  });
  await page.route('**/api/v1/users/me', (route) =>
    route.fulfill({ json: { status: 'success', data: TEST_USER } }),
  );
};
