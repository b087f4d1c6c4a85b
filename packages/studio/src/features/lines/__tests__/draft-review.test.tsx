import { screen, waitFor, within } from '@testing-library/react';

import { expectNoAxeViolations, setupMswServer } from '@castmyscript/test-utils';

import { reviewDraft, reviewHandlers } from './draft-review-fixtures';
import { createLinesServer } from './lines-server';
import { renderLinesPage } from './support/render-lines-page';

const server = setupMswServer();

/** A second draft with two changed lines and two edits to carry over, served as asked. */
const serve = (answer: Parameters<typeof reviewHandlers>[2] = {}, empty = false) => {
  const { lines, changes } = reviewDraft();
  const data = empty ? { ...changes, changed: [], carry_over: [] } : changes;
  const review = reviewHandlers(lines, data, answer);
  // The first handler that matches answers: the draft's document over the lines stand-in's.
  server.use(...review.handlers, ...createLinesServer(lines).handlers);
  return { ...review, lines };
};

const changedList = () => screen.findByRole('list', { name: 'Changed lines' });
const carryList = () => screen.findByRole('list', { name: 'Edits to carry over' });
const lineCard = (n: number) =>
  within(screen.getByRole('list', { name: 'Scenes' })).getByRole('listitem', {
    name: `Scene ${n}`,
  });

test('each changed line shows its old and new words side by side, the changed words marked', async () => {
  serve();
  renderLinesPage();
  const list = await changedList();
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const [waves, lamp] = items;
  expect(waves).toHaveTextContent(/^Scene 2/);
  // Before: "cliffs" deleted; now: "rocks" inserted; the words around them kept.
  expect(within(waves).getByText('cliffs', { selector: 'del' })).toBeInTheDocument();
  expect(within(waves).getByText('rocks', { selector: 'ins' })).toBeInTheDocument();
  expect(waves).toHaveTextContent('Waves hammer the cliffs below.');
  expect(waves).toHaveTextContent('Waves hammer the rocks below.');
  expect(within(lamp).getByText('old', { selector: 'del' })).toBeInTheDocument();
  expect(lamp.querySelectorAll('ins')).toHaveLength(0);
  expect(within(lamp).getByText('TOBIAS')).toBeInTheDocument();
  await expectNoAxeViolations(screen.getByRole('region', { name: 'What changed' }));
});

test('a draft with no changed line says "No changes" and lists nothing to carry over', async () => {
  serve({}, true);
  renderLinesPage();
  expect(await screen.findByText('No changes')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Changed lines' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Edits to carry over' })).toBeNull();
});

test('while the changes load it says so', async () => {
  serve({ changes: 'wait' });
  renderLinesPage();
  expect(await screen.findByText('Loading the changed lines…')).toBeInTheDocument();
});

test('changes that fail to load show an error with Try Again', async () => {
  serve({ changes: 'fail' });
  renderLinesPage();
  expect(await screen.findByText('The changed lines could not be loaded.')).toBeInTheDocument();
  const region = screen.getByRole('region', { name: 'Changed lines' });
  expect(within(region).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('"Carry over" writes one edit onto its line; the edit leaves the list', async () => {
  const review = serve();
  const { user } = renderLinesPage();
  const list = await carryList();
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[1]).toHaveAccessibleName('Scene 6 MARA');
  expect(within(items[1]).getByText('oil', { selector: 'ins' })).toBeInTheDocument();
  expect(within(items[0]).getByText('Speaker')).toBeInTheDocument();
  await expectNoAxeViolations(screen.getByRole('region', { name: 'What changed' }));

  await user.click(within(items[1]).getByRole('button', { name: 'Carry over' }));
  expect(await screen.findByText('1 edit carried over. The lines need audio.')).toBeInTheDocument();
  expect(review.bodies).toEqual([{ scene_ids: [review.lines[5]._id] }]);
  expect(within(lineCard(6)).getByText('Bring the spare oil can.')).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
});

test('"Carry over all" writes every edit and the list goes away', async () => {
  const review = serve();
  const { user } = renderLinesPage();
  await carryList();
  await user.click(screen.getByRole('button', { name: 'Carry over all' }));
  expect(
    await screen.findByText('2 edits carried over. The lines need audio.'),
  ).toBeInTheDocument();
  expect(review.bodies).toEqual([{}]);
  expect(within(lineCard(6)).getByText('Bring the spare oil can.')).toBeInTheDocument();
  expect(within(lineCard(4)).getByText('MARA')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Edits to carry over' })).toBeNull(),
  );
});

test('a carry-over the server refuses says so and keeps the list', async () => {
  serve({ carry: 'fail' });
  const { user } = renderLinesPage();
  await carryList();
  await user.click(screen.getByRole('button', { name: 'Carry over all' }));
  expect(
    await screen.findByText('The edits could not be carried over. Please try again.'),
  ).toBeInTheDocument();
  expect(within(await carryList()).getAllByRole('listitem')).toHaveLength(2);
});
