import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  BASE,
  createReviewHandlers,
  failure,
  renderPage,
  setupMswServer,
} from '@castmyscript/test-utils';

import { ShareButton } from '../components/share-button';

const server = setupMswServer();
let review: ReturnType<typeof createReviewHandlers>;

beforeEach(() => {
  review = createReviewHandlers();
  server.use(...review.handlers);
});

const openDialog = async () => {
  const view = renderPage(<ShareButton documentId="doc-1" />, { route: false });
  await view.user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this table read' });
  return { ...view, dialog };
};

test('no link yet: 14 days and no download by default; Create link makes it and shows it to copy', async () => {
  const { user, dialog } = await openDialog();
  expect(
    await within(dialog).findByText('No live link. Choose how long it lasts and create one.'),
  ).toBeVisible();
  expect(within(dialog).getByLabelText('Link lasts (days)')).toHaveValue(14);
  expect(within(dialog).getByLabelText('Allow listeners to download the MP3')).not.toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByLabelText('Share link')).toHaveValue(
    'http://localhost/listen/tok-1',
  );
  expect(review.state.posts).toEqual([{ expires_in_days: 14, allow_download: false }]);
  expect(within(dialog).getByText(/Listening only, no download/)).toBeVisible();
  // user-event puts its own clipboard in place when it is set up: watch that one.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/listen/tok-1');
  // "Copied" follows the clipboard's promise: a busy machine may not have settled it yet.
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Link copied.');
});

test('the podcast feed: shown with the link, copied with its own button and words', async () => {
  const { user, dialog } = await openDialog();
  expect(within(dialog).queryByLabelText('Podcast feed')).toBeNull();
  await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
  const feed = await within(dialog).findByLabelText('Podcast feed');
  expect(feed).toHaveValue('http://localhost/api/v1/shared/tok-1/feed.xml');
  expect(feed).toHaveAccessibleDescription(/Each shared draft is an episode/);
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(dialog).getByRole('button', { name: 'Copy feed address' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/api/v1/shared/tok-1/feed.xml');
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Feed address copied.');
  // Revoked, the feed goes with the link.
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
  await waitFor(() => expect(within(dialog).queryByLabelText('Podcast feed')).toBeNull());
});

test('the days must be a whole number from 1 to 90: the contract’s message, nothing sent', async () => {
  const { user, dialog } = await openDialog();
  const days = await within(dialog).findByLabelText('Link lasts (days)');
  for (const typed of ['0', '91', '2.5']) {
    await user.clear(days);
    await user.type(days, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A link can last from 1 to 90 days.',
    );
  }
  expect(review.state.posts).toEqual([]);
  await user.clear(days);
  await user.type(days, '90');
  await user.click(within(dialog).getByLabelText('Allow listeners to download the MP3'));
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  await waitFor(() =>
    expect(review.state.posts).toEqual([{ expires_in_days: 90, allow_download: true }]),
  );
  expect(await within(dialog).findByText(/Download allowed/)).toBeVisible();
});

test('a live link is shown on opening; Revoke asks first, then the link is gone', async () => {
  review.state.share = {
    url: 'http://localhost/listen/tok-9',
    feed_url: 'http://localhost/api/v1/shared/tok-9/feed.xml',
    token: 'tok-9',
    expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    allow_download: true,
    created_at: '2026-11-25T10:00:00.000Z',
  };
  const { user, dialog } = await openDialog();
  expect(await within(dialog).findByLabelText('Share link')).toHaveValue(
    'http://localhost/listen/tok-9',
  );
  expect(within(dialog).getByRole('button', { name: 'Update link' })).toBeVisible();
  expect(within(dialog).getByLabelText('Link lasts (days)')).toHaveValue(3);
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
  expect(
    await within(dialog).findByText('No live link. Choose how long it lasts and create one.'),
  ).toBeVisible();
  expect(review.state.share).toBeNull();
  expect(within(dialog).queryByLabelText('Share link')).toBeNull();
});

test('a failed load says so and Try Again reads it again; a refused create shows the API’s message', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/documents/doc-1/share`, () =>
      fail
        ? HttpResponse.json(failure(), { status: 500 })
        : HttpResponse.json({ status: 'success', data: { share: null } }),
    ),
    http.post(`${BASE}/documents/doc-1/share`, () =>
      HttpResponse.json(failure('This script has no audio to share yet.'), { status: 409 }),
    ),
  );
  const { user, dialog } = await openDialog();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The share link could not be loaded. Please try again.',
  );
  fail = false;
  await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This script has no audio to share yet.',
  );
});
