import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProcessHistoryPage } from '../components/process-history-page';
import { doc } from './history-fixtures';
import { createHistoryServer } from './history-server';

/** A draft uploaded and left before processing is not the script. */
const server = setupMswServer();

// The Lamp: draft 1 and 2 processed, with audio; draft 3 uploaded and left.
const lamp = { title: 'The Lamp', script_id: 'doc-3' };
const DOCS = [
  doc(1, { ...lamp, draft_of: 'doc-2', draft_number: 3, status: 'uploaded', page_count: null }),
  doc(2, { ...lamp, draft_of: 'doc-3', draft_number: 2 }),
  doc(3, { title: 'The Lamp' }),
  doc(4, { title: 'Night Shift' }),
];
const GENERATED = ['Document Uploaded', 'Scene Extracted', 'Voice Assigned', 'Voice Generated'];

const open = (fake: ReturnType<typeof createHistoryServer>) => {
  server.use(...fake.handlers);
  return renderPage(<ProcessHistoryPage />, { path: '/dashboard/process-list' });
};
const history = () => createHistoryServer(DOCS, { steps: { 'doc-2': GENERATED } });
const table = () => screen.findByRole('table', { name: 'Your scripts, newest first' });
const processedRow = () => screen.getByRole('row', { name: /^The Lamp Draft 2/ });
const leftRow = () => screen.getByRole('row', { name: /^The Lamp Draft 3 PDF Not processed/ });
const discardButton = () =>
  within(leftRow()).getByRole('button', { name: 'Discard The Lamp (Draft 3, not processed)' });

test('the row is the latest processed draft, with Play and Upload new draft; the left one is under it', async () => {
  open(history());
  await table();
  const row = processedRow();
  expect(
    await within(row).findByRole('button', { name: 'Play table read of The Lamp' }),
  ).toBeInTheDocument();
  expect(
    within(row).getByRole('button', { name: 'Upload new draft of The Lamp (Draft 2)' }),
  ).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Show 1 earlier draft' })).toBeInTheDocument();

  const left = leftRow();
  expect(within(left).getByText('Uploaded')).toBeInTheDocument();
  expect(
    within(left).queryByRole('button', { name: /Play|Upload new draft|Resume|Delete/ }),
  ).toBeNull();
  // The processed draft comes first, the one left under it; the other script after both.
  const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
  expect(rows).toEqual([
    'The LampDraft 2PDFShow 1 earlier draft',
    'The Lamp Draft 3 PDF Not processed',
    'Night ShiftPDF',
  ]);
});

test('Continue picks the left draft up at its step', async () => {
  const { user } = open(history());
  await table();
  await user.click(
    within(leftRow()).getByRole('button', { name: 'Continue The Lamp (Draft 3, not processed)' }),
  );
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/upload'));
});

test('Discard asks first; Keep draft deletes nothing', async () => {
  const fake = history();
  const { user } = open(fake);
  await table();
  await user.click(discardButton());
  const dialog = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
  expect(dialog).toHaveTextContent(
    'Draft 3 of “The Lamp” and its uploaded file will be deleted. The earlier drafts stay as they are.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Keep draft' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(fake.calls.deleted).toEqual([]);
  expect(leftRow()).toBeInTheDocument();
});

test('Discard confirmed deletes only that draft; the processed one keeps the row', async () => {
  const fake = history();
  const { user } = open(fake);
  await table();
  await user.click(discardButton());
  const dialog = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
  await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
  expect(await screen.findByText('Draft 3 of “The Lamp” was discarded.')).toBeInTheDocument();
  expect(fake.calls.deleted).toEqual(['doc-1']);
  await waitFor(() => expect(screen.queryByRole('row', { name: /Not processed/ })).toBeNull());
  expect(processedRow()).toBeInTheDocument();
});

test('a failed discard says so and keeps the draft listed', async () => {
  const fake = history();
  server.use(...fake.handlers);
  // Added last, so it answers before the stand-in's delete.
  server.use(
    http.delete(`${BASE}/documents/:id`, () => HttpResponse.json(failure('boom'), { status: 500 })),
  );
  const { user } = renderPage(<ProcessHistoryPage />, { path: '/dashboard/process-list' });
  await table();
  await user.click(discardButton());
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
  );
  expect(
    await screen.findByText('Failed to discard the draft. Please try again.'),
  ).toBeInTheDocument();
  expect(leftRow()).toBeInTheDocument();
});
