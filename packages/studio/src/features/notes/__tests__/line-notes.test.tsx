import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { createReviewHandlers, setupMswServer } from '@castmyscript/test-utils';

import { createAudioServer, SCRIPT } from '../../audio/__tests__/audio-server';
import { lineCard, openAudioPage } from '../../audio/__tests__/render-audio-page';
import { mockMedia } from '../../voices/__tests__/media-mock';

const server = setupMswServer();
let review: ReturnType<typeof createReviewHandlers>;
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  review = createReviewHandlers('doc-1', SCRIPT());
  server.use(...review.handlers, ...createAudioServer().handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

const listenerNote = (text: string, over = {}) =>
  review.note({ scene_id: 's2', text, author_name: 'Pat', author_kind: 'listener', ...over });

test('a line with notes shows a marker with their count; lines without notes have none', async () => {
  review.state.notes = [listenerNote('Too fast.'), listenerNote('Warmer.')];
  await openAudioPage();
  const marker = await within(lineCard(2)).findByRole('button', { name: '2 notes' });
  expect(marker).toHaveAttribute('aria-expanded', 'false');
  expect(within(lineCard(1)).queryByRole('button', { name: /notes?$/ })).toBeNull();
  expect(within(lineCard(3)).queryByRole('button', { name: /notes?$/ })).toBeNull();
});

test('opened, the notes show under their line; the writer replies and resolves, then reopens', async () => {
  review.state.notes = [listenerNote('Too fast.', { at_s: 2 })];
  const { user } = await openAudioPage();
  await user.click(await within(lineCard(2)).findByRole('button', { name: '1 note' }));
  const notes = within(lineCard(2)).getByRole('list', { name: 'Notes on this line 2' });
  expect(notes).toHaveTextContent('Pat');
  expect(notes).toHaveTextContent('Listener');
  expect(notes).toHaveTextContent('at 0:02');
  expect(notes).toHaveTextContent('Too fast.');

  await user.click(within(notes).getByRole('button', { name: 'Reply' }));
  expect(await within(notes).findByText('Write a note.')).toBeVisible();
  await user.type(within(notes).getByLabelText('Reply to Pat'), 'Slowed it down.');
  await user.click(within(notes).getByRole('button', { name: 'Reply' }));
  const replies = await within(notes).findByRole('list', { name: 'Replies to Pat' });
  expect(replies).toHaveTextContent('Slowed it down.');
  expect(within(notes).getByLabelText('Reply to Pat')).toHaveValue('');

  await user.click(within(notes).getByRole('button', { name: 'Resolve note by Pat' }));
  // Resolved, the note folds to one row and stays listed; it opens again on demand.
  const show = await within(notes).findByRole('button', { name: 'Show resolved note by Pat' });
  expect(within(notes).getByText('Resolved')).toBeVisible();
  expect(within(notes).queryByRole('list', { name: 'Replies to Pat' })).toBeNull();
  expect(review.state.notes[0]).toMatchObject({ resolved: true });
  // The Notes panel still lists it, marked resolved.
  const panel = screen.getByRole('region', { name: /^Notes/ });
  expect(await within(panel).findByText('Resolved')).toBeVisible();
  await user.click(show);
  await user.click(within(notes).getByRole('button', { name: 'Reopen note by Pat' }));
  await waitFor(() => expect(review.state.notes[0]).toMatchObject({ resolved: false }));
  expect(await within(notes).findByLabelText('Reply to Pat')).toBeVisible();
});

test('a reply the server refuses is said under the note, and the text stays', async () => {
  review.state.notes = [listenerNote('Too fast.')];
  server.use(
    http.post('*/notes/:noteId/replies', () =>
      HttpResponse.json({ status: 'error', message: 'Note not found.' }, { status: 404 }),
    ),
  );
  const { user } = await openAudioPage();
  await user.click(await within(lineCard(2)).findByRole('button', { name: '1 note' }));
  await user.type(screen.getByLabelText('Reply to Pat'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Reply' }));
  expect(await within(lineCard(2)).findByText('Note not found.')).toBeVisible();
  expect(screen.getByLabelText('Reply to Pat')).toHaveValue('Hello');
});
