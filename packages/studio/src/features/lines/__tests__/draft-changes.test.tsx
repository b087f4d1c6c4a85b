import { screen, waitFor, within } from '@testing-library/react';

import { currentPath, setupMswServer } from '@castmyscript/test-utils';

import { documentHandlers, secondDraft } from './draft-fixtures';
import { script } from './line-fixtures';
import { createLinesServer } from './lines-server';
import { lineCard, lineCards, openLinesPage } from './support/render-lines-page';

const server = setupMswServer();

test('a later draft: the counts, added and changed lines marked in words', async () => {
  server.use(...documentHandlers(2), ...createLinesServer(secondDraft()).handlers);
  await openLinesPage();
  const panel = await screen.findByRole('region', { name: 'What changed' });
  expect(within(panel).getByText('Draft 2 · 2 changed · 1 added · 2 removed')).toBeInTheDocument();
  expect(within(lineCard(2)).getByText('Changed')).toBeInTheDocument();
  expect(within(lineCard(3)).getByText('Added')).toBeInTheDocument();
  expect(within(lineCard(1)).queryByText(/^(Added|Changed)$/)).toBeNull();
  expect(lineCard(3)).toHaveClass('is-added');
});

test('"Changed only" keeps the added and changed lines, with their numbers and headings', async () => {
  server.use(...documentHandlers(2), ...createLinesServer(secondDraft()).handlers);
  const { user } = await openLinesPage();
  await user.click(await screen.findByRole('checkbox', { name: 'Changed only' }));
  expect(lineCards().map((li) => li.getAttribute('aria-label'))).toEqual([
    'Scene 2',
    'Scene 3',
    'Scene 4',
  ]);
  expect(within(lineCard(3)).getByText('EXT. CLIFFTOP LIGHTHOUSE - NIGHT')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Changed only' }));
  expect(lineCards()).toHaveLength(6);
});

test('"Changed only" on a draft where nothing was added or changed says so', async () => {
  const same = secondDraft().map((line) => ({ ...line, change: 'unchanged' as const }));
  server.use(...documentHandlers(2), ...createLinesServer(same).handlers);
  const { user } = await openLinesPage();
  await user.click(await screen.findByRole('checkbox', { name: 'Changed only' }));
  expect(screen.getByText('No line was added or changed in this draft.')).toBeInTheDocument();
});

test('the removed lines are listed as they read in the draft before', async () => {
  server.use(...documentHandlers(2), ...createLinesServer(secondDraft()).handlers);
  const { user } = await openLinesPage();
  await user.click(await screen.findByText('Removed lines (2)'));
  const removed = await screen.findByRole('list', { name: 'Removed lines' });
  const items = within(removed).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Was line 5');
  expect(items[0]).toHaveTextContent('TOBIAS');
  expect(items[0]).toHaveTextContent('Who trimmed the wick?');
});

test('removed lines that fail to load show an error with Try Again', async () => {
  server.use(...documentHandlers(2, 'fail'), ...createLinesServer(secondDraft()).handlers);
  await openLinesPage();
  const failed = await screen.findByText('The removed lines could not be loaded.');
  // The changed lines come in the same answer and show their own error beside it.
  const removed = failed.closest('details')!;
  expect(within(removed).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('a first draft shows no "What changed" view and no marks', async () => {
  server.use(...documentHandlers(1), ...createLinesServer(script()).handlers);
  const { store } = await openLinesPage();
  // Let GET documents/doc-1 answer before asserting the view stays away.
  await waitFor(() =>
    expect(store.getState().api.queries['getDocument("doc-1")']?.status).toBe('fulfilled'),
  );
  expect(screen.queryByRole('region', { name: 'What changed' })).toBeNull();
  expect(screen.queryByText('Changed')).toBeNull();
});

test('Upload new draft opens the Upload step for this document', async () => {
  server.use(...documentHandlers(1), ...createLinesServer(script()).handlers);
  const { user } = await openLinesPage();
  await user.click(screen.getByRole('button', { name: 'Upload new draft' }));
  // The button first asks whether unsaved edits may be left (a promise), then navigates.
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/upload?draft_of=doc-1'));
});
