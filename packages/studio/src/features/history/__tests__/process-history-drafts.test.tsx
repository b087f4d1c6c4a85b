import { screen, waitFor, within } from '@testing-library/react';

import { currentPath, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProcessHistoryPage } from '../components/process-history-page';
import { doc } from './history-fixtures';
import { createHistoryServer } from './history-server';

const server = setupMswServer();

// doc-1 is the second draft of doc-3; doc-2 shares the title but is an upload of its own.
const DOCS = [
  doc(1, { title: 'The Lamp', script_id: 'doc-3', draft_of: 'doc-3', draft_number: 2 }),
  doc(2, { title: 'The Lamp' }),
  doc(3, { title: 'The Lamp' }),
  doc(4, { title: 'Night Shift' }),
];

const open = (fake: ReturnType<typeof createHistoryServer>) => {
  server.use(...fake.handlers);
  return renderPage(<ProcessHistoryPage />, { path: '/dashboard/process-list' });
};
const table = () => screen.findByRole('table', { name: 'Your scripts, newest first' });

test('drafts of one script are one row, the newest, with earlier drafts one click away', async () => {
  const fake = createHistoryServer(DOCS);
  const { user } = open(fake);
  await table();
  expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  const newest = screen.getByRole('row', { name: /The Lamp Draft 2/ });
  expect(within(newest).getByText('Draft 2')).toBeInTheDocument();
  // The list says which documents are drafts: no document was asked about on its own.
  expect(fake.calls.documents).toEqual([]);

  const toggle = within(newest).getByRole('button', { name: 'Show 1 earlier draft' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getAllByRole('rowheader')).toHaveLength(4);
  const first = screen.getByRole('row', { name: /The Lamp Draft 1/ });
  expect(within(first).getByRole('button', { name: 'Resume The Lamp (Draft 1)' })).toBeVisible();
  expect(within(newest).getByRole('button', { name: 'Hide 1 earlier draft' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await user.click(within(newest).getByRole('button', { name: 'Hide 1 earlier draft' }));
  expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  // The upload of its own with the same title stays a script of its own.
  expect(
    within(screen.getByRole('row', { name: /^The Lamp PDF/ })).queryByText(/Draft/),
  ).toBeNull();
});

test('Upload new draft on a row opens the Upload step for that document', async () => {
  const fake = createHistoryServer(DOCS);
  const { user } = open(fake);
  await table();
  await user.click(screen.getByRole('button', { name: 'Upload new draft of The Lamp (Draft 2)' }));
  // The button may first ask whether edits can be left (a promise), then it navigates.
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/upload?draft_of=doc-1'));
});

test('a script that is not processed offers no new draft', async () => {
  const fake = createHistoryServer([doc(1, { status: 'uploaded' })]);
  open(fake);
  await table();
  expect(screen.getByRole('button', { name: 'Resume Script 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Upload new draft/ })).toBeNull();
});
