import { screen, within } from '@testing-library/react';

import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import Listen from '../../../expose/Listen';
import { mockMedia } from '../../voices/__tests__/media-mock';
import { createSharedServer } from './listen-fixtures';

const server = setupMswServer();
let fake: ReturnType<typeof createSharedServer>;

let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  fake = createSharedServer();
  server.use(...fake.handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

const open = async () => {
  const view = renderPage(<Listen />, { path: '/listen/tok-1', route: '/listen/:token' });
  await screen.findByRole('heading', { name: 'The Lighthouse' });
  await view.user.click(screen.getByRole('button', { name: 'Note on line 4' }));
  return { ...view, form: screen.getByRole('form', { name: 'Note on line 4' }) };
};

test('a listener leaves a note on a line with a name; it is sent with the line and confirmed', async () => {
  const { user, form } = await open();
  await user.type(within(form).getByLabelText('Your name'), '  Dana  ');
  await user.type(within(form).getByLabelText('Your note'), 'Slower here.');
  await user.click(within(form).getByRole('button', { name: 'Send note' }));
  const line = screen.getByRole('listitem', { name: 'Line 4' });
  expect(await within(line).findByRole('status')).toHaveTextContent(
    'Your note was sent to the writer.',
  );
  expect(fake.posted).toEqual([{ scene_id: 's4', author_name: 'Dana', text: 'Slower here.' }]);
  expect(screen.queryByRole('form', { name: 'Note on line 4' })).toBeNull();
});

test('an empty or too long name or note is refused before sending, with a message for each', async () => {
  const { user, form } = await open();
  await user.click(within(form).getByRole('button', { name: 'Send note' }));
  expect(within(form).getByText('Enter your name.')).toBeVisible();
  expect(within(form).getByText('Write a note.')).toBeVisible();
  await user.type(within(form).getByLabelText('Your name'), 'x'.repeat(61));
  await user.click(within(form).getByLabelText('Your note'));
  await user.paste('y'.repeat(2001));
  expect(within(form).getByText('A name can be at most 60 characters.')).toBeVisible();
  expect(within(form).getByText('A note can be at most 2000 characters.')).toBeVisible();
  expect(within(form).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  expect(fake.posted).toEqual([]);
});

test("the API's refusal (429, too many notes) is shown as it said it, and the note is kept", async () => {
  fake.answerNotes(429, 'Too many notes on this link. Please try again in an hour.');
  const { user, form } = await open();
  await user.type(within(form).getByLabelText('Your name'), 'Dana');
  await user.type(within(form).getByLabelText('Your note'), 'Again.');
  await user.click(within(form).getByRole('button', { name: 'Send note' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Too many notes on this link. Please try again in an hour.',
  );
  expect(within(form).getByLabelText('Your note')).toHaveValue('Again.');
});

test('a 429 without a message still says what happened', async () => {
  fake.answerNotes(429);
  const { user, form } = await open();
  await user.type(within(form).getByLabelText('Your name'), 'Dana');
  await user.type(within(form).getByLabelText('Your note'), 'Again.');
  await user.click(within(form).getByRole('button', { name: 'Send note' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Too many notes from this link. Please try again in a while.',
  );
});
