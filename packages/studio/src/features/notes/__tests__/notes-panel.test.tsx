import { screen, waitFor, within } from '@testing-library/react';

import { createReviewHandlers, setupMswServer } from '@castmyscript/test-utils';

import { createAudioServer, SCRIPT } from '../../audio/__tests__/audio-server';
import { openAudioPage } from '../../audio/__tests__/render-audio-page';
import { mockMedia } from '../../voices/__tests__/media-mock';

const server = setupMswServer();
let review: ReturnType<typeof createReviewHandlers>;
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  review = createReviewHandlers('doc-1', SCRIPT());
  // Listed first, these answer before the audio fake's own (empty) review calls.
  server.use(...review.handlers, ...createAudioServer().handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

const panel = () => screen.getByRole('region', { name: /^Notes/ });
const notes = () => within(panel()).queryAllByRole('listitem');

test('no notes: the empty message; a note added on a line at a time shows in the panel', async () => {
  const { user } = await openAudioPage();
  expect(
    await within(panel()).findByText(
      'No notes yet. Add one on a line, or share the read and listeners can leave theirs.',
    ),
  ).toBeVisible();
  await user.click(within(panel()).getByRole('button', { name: 'Add note' }));
  await user.selectOptions(within(panel()).getByLabelText('Line'), 's2');
  await user.type(within(panel()).getByLabelText('Note'), 'Warmer, please.');
  await user.type(within(panel()).getByLabelText(/^At/), '3');
  await user.click(within(panel()).getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(notes()).toHaveLength(1));
  expect(notes()[0]).toHaveTextContent('Line #2');
  expect(notes()[0]).toHaveTextContent('at 0:03');
  expect(notes()[0]).toHaveTextContent('Warmer, please.');
  expect(review.state.notes[0]).toMatchObject({ scene_id: 's2', text: 'Warmer, please.', at_s: 3 });
});

test('a note needs text, and a time within the line is 0 or more', async () => {
  const { user } = await openAudioPage();
  await user.click(await within(panel()).findByRole('button', { name: 'Add note' }));
  await user.type(within(panel()).getByLabelText(/^At/), '-1');
  await user.click(within(panel()).getByRole('button', { name: 'Add note' }));
  expect(await within(panel()).findByText('Write a note.')).toBeVisible();
  expect(
    within(panel()).getByText('The time within the line must be a number of seconds, 0 or more.'),
  ).toBeVisible();
  expect(review.state.notes).toEqual([]);
});

test('listener and writer notes: filter by author, outdated ones flagged, a note jumps to its line', async () => {
  review.state.notes = [
    review.note({ scene_id: 's3', text: 'Louder!', author_name: 'Dana', author_kind: 'listener' }),
    review.note({ scene_id: 's2', text: 'Cut this?', author_name: 'You' }),
    review.note({
      text: 'Love this line.',
      author_name: 'Dana',
      author_kind: 'listener',
      outdated: true,
      quote: { actor: 'MARA', dialog: 'A line since cut.' },
    }),
  ];
  const { user } = await openAudioPage();
  await waitFor(() => expect(notes()).toHaveLength(3));
  expect(notes()[2]).toHaveTextContent(
    'Outdated: this line is no longer in the script (draft 1): “MARA: A line since cut.”',
  );
  await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Author' }), 'Dana');
  expect(notes().map((n) => within(n).getByText(/Louder|Love|Cut/).textContent)).toEqual([
    'Louder!',
    'Love this line.',
  ]);
  expect(within(notes()[0]).getByText('Listener')).toBeVisible();
  await user.click(within(notes()[0]).getByRole('button', { name: 'Go to Line 3' }));
  expect(document.getElementById('line-s3')).toHaveFocus();
});

test('a note is edited in place and deleted after confirming', async () => {
  review.state.notes = [review.note({ scene_id: 's2', text: 'Cut this?' })];
  const { user } = await openAudioPage();
  await waitFor(() => expect(notes()).toHaveLength(1));
  await user.click(within(panel()).getByRole('button', { name: 'Edit note by You on Line #2' }));
  const text = within(panel()).getByLabelText('Note');
  await user.clear(text);
  await user.type(text, 'Keep it.');
  await user.click(within(panel()).getByRole('button', { name: 'Save note' }));
  expect(await within(panel()).findByText('Keep it.')).toBeVisible();
  expect(review.state.notes[0].text).toBe('Keep it.');
  await user.click(within(panel()).getByRole('button', { name: 'Delete note by You on Line #2' }));
  await user.click(await screen.findByRole('button', { name: 'Delete note' }));
  await waitFor(() => expect(notes()).toHaveLength(0));
  expect(review.state.notes).toEqual([]);
});

test('notes that fail to load say so, and Try Again reads them again', async () => {
  review.state.failNotes = true;
  const { user } = await openAudioPage();
  expect(await within(panel()).findByRole('alert')).toHaveTextContent('Notes are resting.');
  review.state.failNotes = false;
  await user.click(within(panel()).getByRole('button', { name: 'Try Again' }));
  expect(await within(panel()).findByText(/No notes yet/)).toBeVisible();
});
