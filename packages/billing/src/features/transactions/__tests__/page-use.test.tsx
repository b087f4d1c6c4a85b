import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { LedgerEntry } from '@castmyscript/api/contract';
import { BASE, failure, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { ledgerEntry, ledgerHandler } from '../../../test-utils/ledger-fixtures';
import { PageUseSection } from '../components/page-use-section';

const server = setupMswServer();
let list: LedgerEntry[] = [];
beforeEach(() => {
  list = [];
  server.use(ledgerHandler(() => list));
});

const open = async () => {
  const view = renderPage(<PageUseSection />, {
    path: '/dashboard/transaction',
    future: ROUTER_FUTURE,
  });
  expect(screen.getByText('Loading your page use…')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Page use' });
  await within(screen.getByRole('region', { name: 'Page use' })).findByText(/No page use yet|Date/);
  return view;
};
const whats = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

test('nothing yet: an empty state', async () => {
  await open();
  expect(screen.getByRole('heading', { name: 'No page use yet' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('each entry: date, kind with its reason, script and draft, signed pages', async () => {
  list = [
    ledgerEntry(3, {
      kind: 'growth',
      pages: -1,
      title: 'Big Fish',
      draft_number: 2,
      reason: 'Text grew to 13 pages, 12 paid: 1 page more at Generate',
    }),
    ledgerEntry(2, {
      kind: 'purchase',
      pages: 50,
      title: null,
      draft_number: null,
      document_id: null,
      reason: 'Bought 50 pages (pay-as-you-go, never expire)',
    }),
  ];
  await open();
  const table = screen.getByRole('table', { name: 'Page use' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getByRole('rowheader')).toHaveTextContent(
    'Text grewText grew to 13 pages, 12 paid: 1 page more at Generate',
  );
  expect(within(first).getByText('Big Fish · Draft 2')).toBeInTheDocument();
  expect(within(first).getByText('−1 page')).toBeInTheDocument();
  expect(within(first).getByText('4 March 2025')).toBeInTheDocument();
  expect(within(second).getByText('+50 pages')).toBeInTheDocument();
  expect(within(second).getByText('—')).toBeInTheDocument();
});

test('16 a page from the server, with a pager of its own', async () => {
  list = Array.from({ length: 40 }, (_, i) => ledgerEntry(40 - i));
  const { user } = await open();
  expect(whats()).toHaveLength(16);
  const pager = screen.getByRole('navigation', { name: 'Page use pages' });
  await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Script processed: 8 pages')).toBeInTheDocument();
  expect(whats()).toHaveLength(8);
  expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a load failure says so, and Retry recovers', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/credits/ledger`, () =>
      fail
        ? HttpResponse.json(failure('nope'), { status: 500 })
        : HttpResponse.json(success({ entries: [ledgerEntry(9)], total: 1, page: 1 })),
    ),
  );
  const { user } = renderPage(<PageUseSection />, { future: ROUTER_FUTURE });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch page use');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Script processed: 9 pages')).toBeInTheDocument();
});
