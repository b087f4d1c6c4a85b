import { screen, waitFor, within } from '@testing-library/react';

import { TITLE_MESSAGES } from '@castmyscript/api/contract';
import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProcessHistoryPage } from '../components/process-history-page';
import { doc } from './history-fixtures';
import { createHistoryServer } from './history-server';

/** The script's title is renamed inline on Process History. */
const server = setupMswServer();

const open = (fake: ReturnType<typeof createHistoryServer>) => {
  server.use(...fake.handlers);
  return renderPage(<ProcessHistoryPage />, {
    path: '/dashboard/process-list',
    route: '/dashboard/process-list',
  });
};

test('renames the script: the row shows the new title once saved', async () => {
  const fake = createHistoryServer([doc(1, { title: 'draft-7' })]);
  const { user } = open(fake);
  await user.click(await screen.findByRole('button', { name: 'Rename draft-7' }));
  const field = screen.getByRole('textbox', { name: 'Title' });
  expect(field).toHaveValue('draft-7');
  await user.clear(field);
  await user.type(field, '  The Lighthouse Keeper ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const row = await screen.findByRole('row', { name: /The Lighthouse Keeper/ });
  expect(within(row).getByRole('button', { name: 'Rename The Lighthouse Keeper' })).toBeVisible();
  expect(fake.calls.renamed).toEqual(['The Lighthouse Keeper']);
  expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
});

test('a blank title is refused before anything is sent', async () => {
  const fake = createHistoryServer([doc(1)]);
  const { user } = open(fake);
  await user.click(await screen.findByRole('button', { name: 'Rename Script 1' }));
  const field = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(field);
  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TITLE_MESSAGES.blank);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(fake.calls.renamed).toEqual([]);
});

test('an over-long title is refused with the contract’s message', async () => {
  const fake = createHistoryServer([doc(1)]);
  const { user } = open(fake);
  await user.click(await screen.findByRole('button', { name: 'Rename Script 1' }));
  const field = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(field);
  await user.click(field);
  await user.paste('x'.repeat(201));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TITLE_MESSAGES.tooLong);
  expect(fake.calls.renamed).toEqual([]);
});

test('the server’s refusal is shown in its words and the form stays open', async () => {
  const fake = createHistoryServer([doc(1)], { renameRefusal: 'Document not found.' });
  const { user } = open(fake);
  await user.click(await screen.findByRole('button', { name: 'Rename Script 1' }));
  await user.type(screen.getByRole('textbox', { name: 'Title' }), ' II');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Document not found.');
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Script 1 II');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
});

test('Cancel leaves the title as it was', async () => {
  const fake = createHistoryServer([doc(1)]);
  const { user } = open(fake);
  await user.click(await screen.findByRole('button', { name: 'Rename Script 1' }));
  await user.type(screen.getByRole('textbox', { name: 'Title' }), ' changed');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Rename Script 1' })).toBeVisible();
  expect(fake.calls.renamed).toEqual([]);
});
