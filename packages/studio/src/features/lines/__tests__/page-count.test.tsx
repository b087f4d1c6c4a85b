import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, setupMswServer, success } from '@castmyscript/test-utils';

import { documentOf } from './draft-fixtures';
import { script } from './line-fixtures';
import { createLinesServer } from './lines-server';
import { renderLinesPage } from './support/render-lines-page';

const server = setupMswServer();

const open = async (covered: number | null, charged = 1, draft = 1) => {
  server.use(...createLinesServer(script()).handlers);
  // After the fake's own answer, so this one is found first.
  server.use(
    http.get(`${BASE}/documents/doc-1`, () =>
      HttpResponse.json(
        success({ ...documentOf(draft), pages_covered: covered, pages_charged: charged }),
      ),
    ),
  );
  const view = renderLinesPage();
  await screen.findByRole('list', { name: 'Scenes' });
  return view;
};
const count = () => screen.getByTestId('page-count');
// About 55 lines of speech at standard width: the short script grows onto a second page.
const LONG = 'The lamp must burn until every boat is home again, and not a minute less. '.repeat(
  25,
);

test('the page count grows with an edit, and past the pages paid for Generate’s charge is said', async () => {
  const { user } = await open(1);
  expect(await screen.findByText('1 page · 1 paid')).toBeInTheDocument();
  expect(screen.queryByText(/Generate will first charge/)).toBeNull();

  await user.click(
    within(screen.getByRole('listitem', { name: 'Scene 3' })).getByRole('button', {
      name: 'Edit scene 3',
    }),
  );
  const text = screen.getByLabelText('Dialog');
  await user.clear(text);
  await user.click(text);
  await user.paste(LONG.trim());
  await user.click(screen.getByRole('button', { name: 'Update Scene' }));
  expect(await screen.findByText('Scene updated successfully!')).toBeInTheDocument();
  expect(count()).toHaveTextContent('2 pages · 1 paid');
  expect(
    screen.getByText(
      'Your edits made the script longer than the pages paid for: Generate will first charge 1 more credit.',
    ),
  ).toBeInTheDocument();
});

test('the script counts as the pages paid for: one number, not two', async () => {
  await open(3, 3);
  expect(await screen.findByText('3 pages · 3 paid')).toBeInTheDocument();
  expect(screen.queryByText(/Generate will first charge/)).toBeNull();
});

test('a script from before the rule shows its pages only', async () => {
  await open(null);
  await screen.findByTestId('page-count');
  expect(count()).toHaveTextContent(/^1 page$/);
});

test('a later draft shows what it paid, its changed pages, beside the script’s pages', async () => {
  await open(15, 10, 2);
  expect(await screen.findByText('15 pages · 10 paid for draft 2')).toBeInTheDocument();
  expect(screen.queryByText(/Generate will first charge/)).toBeNull();
});
