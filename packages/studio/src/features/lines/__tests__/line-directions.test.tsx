import { screen, waitFor, within } from '@testing-library/react';

import { setupMswServer } from '@castmyscript/test-utils';

import { line } from './line-fixtures';
import { createLinesServer } from './lines-server';
import { lineCard, openLinesPage } from './support/render-lines-page';

/** The line editor's directions: before the words, and after them. */
const server = setupMswServer();
let fake: ReturnType<typeof createLinesServer>;

beforeEach(() => {
  fake = createLinesServer([
    line('narrator', 'The lamp gutters.'),
    {
      ...line('BENJAMIN', 'Burn, then.'),
      direction: '(strikes a match)',
      direction_after: '(throws the match into the oil)',
    },
  ]);
  server.use(...fake.handlers);
});

const edit = async (user: Awaited<ReturnType<typeof openLinesPage>>['user'], n: number) => {
  await user.click(within(lineCard(n)).getByRole('button', { name: `Edit scene ${n}` }));
  return screen.getByRole('dialog', { name: 'Edit Scene' });
};
const updated = async () => {
  await screen.findByText('Scene updated successfully!');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

test('the direction after the speech is edited, then cleared, and the card follows', async () => {
  const { user } = await openLinesPage();
  let modal = await edit(user, 2);
  expect(within(modal).getByLabelText('Direction')).toHaveValue('(strikes a match)');
  const after = within(modal).getByLabelText('Direction after');
  expect(after).toHaveValue('(throws the match into the oil)');
  await user.clear(after);
  await user.type(after, '(walks away)');
  await user.click(within(modal).getByRole('button', { name: 'Update Scene' }));
  await updated();
  expect(fake.calls.update).toEqual(['?direction_after=(walks%20away)']);
  expect(within(lineCard(2)).getByText('(walks away)')).toBeInTheDocument();
  expect(within(lineCard(2)).queryByText('(throws the match into the oil)')).toBeNull();

  modal = await edit(user, 2);
  await user.clear(within(modal).getByLabelText('Direction after'));
  await user.click(within(modal).getByRole('button', { name: 'Update Scene' }));
  await updated();
  expect(fake.calls.update[1]).toBe('?direction_after=');
  expect(within(lineCard(2)).queryByText('(walks away)')).toBeNull();
  expect(within(lineCard(2)).getByText('(strikes a match)')).toBeInTheDocument();
  expect(fake.stored()[1]).toMatchObject({ direction: '(strikes a match)', direction_after: null });
});

test('an untouched direction is not sent; one over the limit is refused before saving', async () => {
  const { user } = await openLinesPage();
  let modal = await edit(user, 2);
  await user.type(within(modal).getByLabelText('Dialog'), ' Now.');
  await user.click(within(modal).getByRole('button', { name: 'Update Scene' }));
  await updated();
  expect(fake.calls.update).toEqual(['?scene_text=Burn%2C%20then.%20Now.']);

  modal = await edit(user, 2);
  const after = within(modal).getByLabelText('Direction after');
  await user.clear(after);
  await user.click(after);
  await user.paste('x'.repeat(1001));
  await user.click(within(modal).getByRole('button', { name: 'Update Scene' }));
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'A direction is at most 1000 characters',
  );
  expect(after).toHaveAccessibleDescription('A direction is at most 1000 characters');
  expect(fake.calls.update).toHaveLength(1);
});

test('a new line is added with the directions the writer gave, and none for blank ones', async () => {
  const { user } = await openLinesPage();
  await user.click(
    within(lineCard(1)).getByRole('button', { name: 'Insert a scene after scene 1' }),
  );
  const modal = screen.getByRole('dialog', { name: 'Add New Scene at Position 2' });
  await user.type(within(modal).getByLabelText('Dialog'), 'Run.');
  await user.type(within(modal).getByLabelText('Direction'), '   ');
  await user.type(within(modal).getByLabelText('Direction after'), ' (he does not) ');
  await user.click(within(modal).getByRole('button', { name: 'Add Scene' }));
  await screen.findByText('Scene added successfully!');
  expect(fake.calls.add).toEqual([
    [{ actor: 'narrator', text: 'Run.', scene_index: 1, direction_after: '(he does not)' }],
  ]);
});
