import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProfileSettingsPage } from '../components/profile-settings-page';
import { meHandler, PROFILE } from './profile-fixtures';

const server = setupMswServer();
let profile = { ...PROFILE };
beforeEach(() => {
  profile = { ...PROFILE };
  server.use(meHandler(() => profile));
});

const open = async () => {
  const view = renderPage(<ProfileSettingsPage />, { path: '/dashboard/profile-settings' });
  expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Personal information' });
  return view;
};

test('shows the profile read-only with the role capitalised', async () => {
  await open();
  expect(screen.getByLabelText('Full name')).toHaveValue('Ada Writer');
  expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByText('User')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
});

test.each([
  ['Full name', 'Full name is required'],
  ['User name', 'Username is required'],
])('an empty %s shows %j and Save Changes is disabled', async (label, message) => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText(label));
  await user.tab();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test('Cancel restores the saved values and leaves edit mode', async () => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.type(screen.getByLabelText('Full name'), ' Lovelace');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByLabelText('Full name')).toHaveValue('Ada Writer');
  expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
});

test('Save Changes sends name and username, toasts and shows the new values', async () => {
  let sent: unknown;
  server.use(
    http.post(`${BASE}/users/update-profile`, async ({ request }) => {
      sent = await request.json();
      profile = { ...profile, full_name: 'Ada Lovelace', username: 'lovelace' };
      return HttpResponse.json({ status: 'success' });
    }),
  );
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText('Full name'));
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.clear(screen.getByLabelText('User name'));
  await user.type(screen.getByLabelText('User name'), 'lovelace');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Personal information updated successfully')).toBeInTheDocument();
  expect(sent).toEqual({ name: 'Ada Lovelace', username: 'lovelace' });
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument(),
  );
});

test.each([
  [
    HttpResponse.json(failure('That user name is taken'), { status: 409 }),
    'That user name is taken',
  ],
  [HttpResponse.json(failure(), { status: 500 }), 'Failed to update personal information'],
  [HttpResponse.error(), 'An unexpected error occurred'],
])('a failed update shows its message (%#)', async (answer, text) => {
  server.use(http.post(`${BASE}/users/update-profile`, () => answer));
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.type(screen.getByLabelText('User name'), '2');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
});

test('a profile that cannot be loaded offers a retry', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/users/me`, () =>
      fail
        ? HttpResponse.json(failure('boom'), { status: 500 })
        : HttpResponse.json({ status: 'success', data: profile }),
    ),
  );
  const { user } = renderPage(<ProfileSettingsPage />);
  expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
});
