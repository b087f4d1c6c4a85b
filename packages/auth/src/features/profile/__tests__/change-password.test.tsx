import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { STORAGE_KEYS } from '@castmyscript/api';
import { BASE, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProfileSettingsPage } from '../components/profile-settings-page';
import { changePasswordProblem } from '../forms/change-password-schema';
import { meHandler, PROFILE } from './profile-fixtures';

const server = setupMswServer();
beforeEach(() => server.use(meHandler(() => PROFILE)));

const open = async () => {
  const view = renderPage(<ProfileSettingsPage />);
  await screen.findByRole('heading', { name: 'Change password' });
  return view;
};
const update = () => screen.getByRole('button', { name: 'Update Password' });

test('submitting empty shows each required message', async () => {
  const { user } = await open();
  await user.click(update());
  expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('New password is required')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
});

test('a short new password shows the minimum', async () => {
  const { user } = await open();
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.tab();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
});

test('a mismatch is reported on submit and nothing is sent', async () => {
  const { user } = await open();
  await user.type(screen.getByLabelText('Current password'), 'OldSecret1!');
  await user.type(screen.getByLabelText('New password'), 'NewSecret1!');
  await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret2!');
  await user.click(update());
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
});

test('the submit-time checks use the spec wording', () => {
  expect(
    changePasswordProblem({ currentPassword: 'x', newPassword: 'Abc1!', confirmPassword: 'Abc1!' }),
  ).toEqual({
    field: 'newPassword',
    message: 'Password must be at least 8 characters long',
  });
  expect(
    changePasswordProblem({
      currentPassword: 'x',
      newPassword: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1!',
    }),
  ).toBeNull();
});

test('success stores the fresh tokens, toasts and clears the form', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'old-access');
  let sent: unknown;
  server.use(
    http.post(`${BASE}/users/update-password`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({
        status: 'success',
        data: { access_token: 'new-access', refresh_token: 'new-refresh' },
      });
    }),
  );
  const { user } = await open();
  await user.type(screen.getByLabelText('Current password'), 'OldSecret1!');
  await user.type(screen.getByLabelText('New password'), 'NewSecret1!');
  await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret1!');
  await user.click(update());
  expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
  expect(sent).toEqual({ old_password: 'OldSecret1!', new_password: 'NewSecret1!' });
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-access');
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test.each([
  [
    HttpResponse.json(failure('Current password is incorrect'), { status: 400 }),
    'Current password is incorrect',
  ],
  [HttpResponse.json(failure(), { status: 500 }), 'Failed to update password'],
])('a refused change shows its message (%#)', async (answer, text) => {
  server.use(http.post(`${BASE}/users/update-password`, () => answer));
  const { user } = await open();
  await user.type(screen.getByLabelText('Current password'), 'OldSecret1!');
  await user.type(screen.getByLabelText('New password'), 'NewSecret1!');
  await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret1!');
  await user.click(update());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});
