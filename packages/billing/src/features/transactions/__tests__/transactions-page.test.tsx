import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TransactionRecord } from '@castmyscript/api/contract';
import { BASE, failure, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { transaction } from '../../../test-utils/billing-fixtures';
import { ledgerHandler } from '../../../test-utils/ledger-fixtures';
import { TransactionsPage } from '../components/transactions-page';

const server = setupMswServer();
let list: TransactionRecord[] = [];
beforeEach(() => {
  list = [];
  server.use(
    http.get(`${BASE}/payment/get-all-transactions`, () =>
      HttpResponse.json(success({ transactions: list })),
    ),
    ledgerHandler(() => []),
  );
});

const open = async () => {
  const view = renderPage(<TransactionsPage />, {
    path: '/dashboard/transaction',
    future: ROUTER_FUTURE,
  });
  expect(screen.getByText('Loading your transactions…')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading your transactions…')).toBeNull());
  return view;
};
const purchases = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

test('no purchases: an empty state', async () => {
  await open();
  expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('newest first, en-GB dates from epoch seconds, card, amount, status and receipt', async () => {
  list = [
    transaction(5, { transaction_timestamp: 1_741_176_000 }),
    transaction(6, {
      package_name: 'starter_monthly',
      pages: null,
      transaction_amount_in_usd: 22,
      transaction_timestamp: 1_741_262_400,
      card_name: 'Mastercard',
      card_number: '**** **** **** 4444',
    }),
  ];
  await open();
  expect(purchases()).toEqual(['Starter plan', '5 pages (pay-as-you-go)']);
  const [, first, second] = screen.getAllByRole('row');
  expect(within(first).getByText('6 March 2025')).toBeInTheDocument();
  expect(within(first).getByText('Mastercard •••• 4444')).toBeInTheDocument();
  expect(within(first).getByText('$22.00')).toBeInTheDocument();
  expect(within(first).getByText('Paid')).toBeInTheDocument();
  expect(within(second).getByText('5 March 2025')).toBeInTheDocument();
  const receipt = within(second).getByRole('link', { name: /Receipt/ });
  expect(receipt).toHaveAttribute('href', 'https://receipts.example/tx-5');
  expect(receipt).toHaveAttribute('target', '_blank');
  expect(receipt).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a missing receipt is blocked with Receipt not available', async () => {
  list = [transaction(7, { receipt_url: null })];
  const { user } = await open();
  expect(screen.queryByRole('link', { name: /Receipt/ })).toBeNull();
  const blocked = screen.getByRole('button', { name: /Receipt/ });
  expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await user.click(blocked);
  expect(
    await screen.findByText('Receipt not available', { selector: '.p-toast-detail' }),
  ).toBeInTheDocument();
});

test('16 a page; the pager shows first, last and the neighbours, and goes to a page', async () => {
  list = Array.from({ length: 100 }, (_, i) => transaction(i + 1));
  const { user } = await open();
  const pager = screen.getByRole('navigation', { name: 'Transaction pages' });
  const pageButtons = () =>
    within(pager)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);

  expect(screen.getAllByRole('row')).toHaveLength(17);
  expect(purchases()[0]).toBe('100 pages (pay-as-you-go)');
  expect(purchases()[15]).toBe('85 pages (pay-as-you-go)');
  expect(pageButtons()).toEqual(['1', '2', '7']);

  await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
  expect(purchases()[0]).toBe('84 pages (pay-as-you-go)');
  expect(pageButtons()).toEqual(['1', '2', '3', '7']);

  await user.type(within(pager).getByLabelText('Go to page'), '4');
  await user.click(within(pager).getByRole('button', { name: 'Go' }));
  expect(within(pager).getByRole('button', { name: 'Page 4' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(pageButtons()).toEqual(['1', '3', '4', '5', '7']);
  expect(purchases()[0]).toBe('52 pages (pay-as-you-go)');

  await user.click(within(pager).getByRole('button', { name: 'Page 7' }));
  expect(screen.getAllByRole('row')).toHaveLength(5);
  expect(purchases().at(-1)).toBe('1 pages (pay-as-you-go)');
});

test('one page of transactions needs no pager', async () => {
  list = Array.from({ length: 16 }, (_, i) => transaction(i + 1));
  await open();
  expect(screen.getAllByRole('row')).toHaveLength(17);
  expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull();
});

test('a load failure says Failed to fetch transactions, and Retry recovers', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/payment/get-all-transactions`, () =>
      fail
        ? HttpResponse.json(failure('nope'), { status: 500 })
        : HttpResponse.json(success({ transactions: [transaction(9)] })),
    ),
  );
  const { user } = renderPage(<TransactionsPage />, { future: ROUTER_FUTURE });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch transactions');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('9 pages (pay-as-you-go)')).toBeInTheDocument();
});
