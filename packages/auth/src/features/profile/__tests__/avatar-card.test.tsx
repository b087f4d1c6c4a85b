import { File as NodeFile } from 'node:buffer';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProfileSettingsPage } from '../components/profile-settings-page';
import { meHandler, PROFILE } from './profile-fixtures';

const server = setupMswServer();
const UPLOAD_URL = 'http://localhost/files/avatar-upload?sig=1';
const OLD = 'http://localhost/files/old.png';
const NEW = 'http://localhost/files/new.png';
let profile = { ...PROFILE };
let uploaded: { type: string | null; size: number; ifNoneMatch: string | null } | null = null;
let confirmed: unknown[] = [];

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a distinct address per file.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  profile = { ...PROFILE, profile_picture_url: OLD };
  uploaded = null;
  confirmed = [];
  server.use(
    meHandler(() => profile),
    http.post(`${BASE}/users/presigned-upload-profile-picture`, () =>
      HttpResponse.json({
        status: 'success',
        data: {
          url: UPLOAD_URL,
          key: 'avatars/u1/new.png',
          headers: { 'Content-Type': 'image/png', 'If-None-Match': '*' },
        },
      }),
    ),
    http.put(UPLOAD_URL, async ({ request }) => {
      uploaded = {
        type: request.headers.get('content-type'),
        size: (await request.arrayBuffer()).byteLength,
        ifNoneMatch: request.headers.get('if-none-match'),
      };
      return new HttpResponse(null, { status: 200 });
    }),
    http.post(`${BASE}/users/confirm-upload-profile-picture`, async ({ request }) => {
      const body = (await request.json()) as { profile_picture_url: string };
      confirmed.push(body);
      profile = { ...profile, profile_picture_url: body.profile_picture_url ? NEW : null };
      return HttpResponse.json({ status: 'success' });
    }),
  );
});

const open = async () => {
  const view = renderPage(<ProfileSettingsPage />);
  await screen.findByRole('heading', { name: 'Personal information' });
  return view;
};
const picture = () => screen.getByRole('img', { name: 'Ada Writer' });
// Node's File, which the fetch used in tests sends as bytes (jsdom's would be sent as text).
const png = (bytes = 10) =>
  new NodeFile([new Uint8Array(bytes).fill(7)], 'me.png', { type: 'image/png' }) as unknown as File;
/** Picks a file the way the browser's file dialog would, whatever the input's accept says. */
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Profile picture file'), { target: { files: [file] } });

test('the menu offers Upload or Change Picture, Remove Picture and Cancel', async () => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Change profile picture' }));
  expect(await screen.findByText('Upload or Change Picture')).toBeInTheDocument();
  expect(screen.getByText('Remove Picture')).toBeInTheDocument();
  await user.click(screen.getByText('Cancel'));
  await waitFor(() => expect(screen.queryByText('Upload or Change Picture')).toBeNull());
});

test('presigns, PUTs the raw file, confirms its key, then shows the new picture', async () => {
  const { user } = await open();
  expect(picture()).toHaveAttribute('src', OLD);
  await user.upload(screen.getByLabelText('Profile picture file'), png(10));
  await waitFor(() => expect(picture()).toHaveAttribute('src', NEW));
  // With the headers the URL was signed with: S3 refuses a signed header left out, and
  // If-None-Match makes the URL store once (security check 41).
  expect(uploaded).toEqual({ type: 'image/png', size: 10, ifNoneMatch: '*' });
  expect(confirmed).toEqual([{ profile_picture_url: 'avatars/u1/new.png' }]);
});

test('a failed upload restores the previous image and says so', async () => {
  server.use(http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 403 })));
  const { user } = await open();
  await user.upload(screen.getByLabelText('Profile picture file'), png());
  expect(await screen.findByText('Failed to upload image. Please try again.')).toBeInTheDocument();
  expect(picture()).toHaveAttribute('src', OLD);
  expect(confirmed).toEqual([]);
});

test.each([
  [
    'a text file',
    () => new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    'Please select a valid image file',
  ],
  [
    'an image of 5 MB and one byte',
    () => png(5 * 1024 * 1024 + 1),
    'File size must be less than 5MB',
  ],
])('refuses %s before uploading', async (_name, make, message) => {
  const file = make();
  await open();
  pick(file);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(uploaded).toBeNull();
  expect(picture()).toHaveAttribute('src', OLD);
});

test('Remove Picture confirms an empty address and falls back to initials', async () => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Change profile picture' }));
  await user.click(await screen.findByText('Remove Picture'));
  expect(await screen.findByText('Profile picture removed successfully')).toBeInTheDocument();
  expect(confirmed).toEqual([{ profile_picture_url: '' }]);
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Ada Writer' })).toHaveTextContent('AW'),
  );
});

test('a failed removal says so', async () => {
  server.use(
    http.post(`${BASE}/users/confirm-upload-profile-picture`, () =>
      HttpResponse.json(failure('no'), { status: 500 }),
    ),
  );
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Change profile picture' }));
  await user.click(await screen.findByText('Remove Picture'));
  expect(
    await screen.findByText('Failed to remove profile picture. Please try again.'),
  ).toBeInTheDocument();
});
