import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, failure, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { leavePage } from '../../../shared/lib/leave-page';
import { subscriptionRecord, subscriptionsHandler } from '../../../test-utils/billing-fixtures';
import { PackagesPage } from '../components/packages-page';

jest.mock('../../../shared/lib/leave-page', () => ({ leavePage: jest.fn() }));

const server = setupMswServer();
let subscriptions: ReturnType<typeof subscriptionRecord>[] = [];
beforeEach(() => {
  subscriptions = [];
  jest.mocked(leavePage).mockClear();
  server.use(subscriptionsHandler(() => subscriptions));
});

const open = async () => {
  const view = renderPage(<PackagesPage />, { path: '/dashboard/packages', future: ROUTER_FUTURE });
  await screen.findByRole('heading', { name: 'Pay as you go' });
  return view;
};
const pagesInput = () => screen.getByLabelText('Number of pages');
const total = () => screen.getByTestId('paygo-total').textContent;
const buy = () => screen.getByRole('button', { name: /^Buy/ });

test('starts at 25 pages with the Free price; the input allows 5 to 1000 whole pages', async () => {
  await open();
  expect(pagesInput()).toHaveValue(25);
  expect(pagesInput()).toHaveAttribute('min', '5');
  expect(pagesInput()).toHaveAttribute('max', '1000');
  expect(total()).toBe('$18.75');
  expect(buy()).toHaveAccessibleName('Buy 25 pages for $18.75');
});

test('the quick picks set the pages and the live price', async () => {
  const { user } = await open();
  const picks = within(screen.getByRole('group', { name: 'Quick picks' }));
  for (const [label, price] of [
    [/5 pages.*Small Script/, '$5.00'],
    [/10 pages.*Standard/, '$10.00'],
    [/25 pages.*Large Script/, '$18.75'],
    [/50 pages.*Project/, '$37.50'],
  ] as const) {
    await user.click(picks.getByRole('button', { name: label }));
    expect(picks.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toBe(price);
  }
});

test('the plan discount comes off the live price', async () => {
  subscriptions = [subscriptionRecord('pro_monthly')];
  const { user } = await open();
  expect(screen.getByText('Pro plan discount (40%)')).toBeInTheDocument();
  expect(total()).toBe('$11.25');
  await user.clear(pagesInput());
  await user.type(pagesInput(), '51');
  expect(total()).toBe('$18.36');
});

test.each([
  ['4', 'Please enter at least 5 pages'],
  ['', 'Please enter at least 5 pages'],
  ['1001', 'You can buy at most 1000 pages at a time'],
  ['7.5', 'Pages must be a whole number'],
])('%j pages: %s, no price and nothing is bought', async (value, message) => {
  let called = false;
  server.use(
    http.post(`${BASE}/payment/create-checkout-session`, () => {
      called = true;
      return HttpResponse.json(
        success({ url: '/api/v1/payment/local-checkout/x', session_id: 'x' }),
      );
    }),
  );
  const { user } = await open();
  await user.clear(pagesInput());
  if (value) await user.type(pagesInput(), value);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(pagesInput()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Enter a number of pages to see the price.')).toBeInTheDocument();
  await user.click(buy());
  expect(called).toBe(false);
  expect(leavePage).not.toHaveBeenCalled();
});

test('Buy sends the page count and the price shown, then leaves for the checkout', async () => {
  let sent: unknown;
  server.use(
    http.post(`${BASE}/payment/create-checkout-session`, async ({ request }) => {
      sent = await request.json();
      // The local checkout without PUBLIC_URL: a relative address on the app's own origin.
      return HttpResponse.json(
        success({ url: '/api/v1/payment/local-checkout/lcs_9', session_id: 'lcs_9' }),
      );
    }),
  );
  const { user } = await open();
  await user.clear(pagesInput());
  await user.type(pagesInput(), '12');
  await user.click(buy());
  await waitFor(() =>
    expect(leavePage).toHaveBeenCalledWith('http://localhost/api/v1/payment/local-checkout/lcs_9'),
  );
  expect(sent).toEqual({
    package_type: 'paygo',
    package_details: { package_name: 'paygo', pages_buy: 12, package_price: 10.8 },
  });
});

test('a price that changed meanwhile is explained and nothing is bought', async () => {
  const message = 'The price of this order is $9.72 now; review it and confirm again.';
  server.use(
    http.post(`${BASE}/payment/create-checkout-session`, () =>
      HttpResponse.json({ status: 'error', message }, { status: 409 }),
    ),
  );
  const { user } = await open();
  await user.clear(pagesInput());
  await user.type(pagesInput(), '12');
  await user.click(buy());
  const dialog = await screen.findByRole('alertdialog', { name: 'Purchase failed' });
  expect(within(dialog).getByText(`Error: ${message}`)).toBeInTheDocument();
  expect(leavePage).not.toHaveBeenCalled();
});

test.each([
  [
    () => HttpResponse.json(success({ url: '//evil.test/pay', session_id: 'x' })),
    'Error: Invalid checkout URL received from server',
  ],
  [
    () => HttpResponse.json(failure('You can buy at most 1000 pages at a time'), { status: 400 }),
    'Error: You can buy at most 1000 pages at a time',
  ],
  [
    () => HttpResponse.json(failure(), { status: 500 }),
    'Error creating checkout session. Please try again.',
  ],
])('a failed purchase opens an alert dialog (%#)', async (answer, message) => {
  server.use(http.post(`${BASE}/payment/create-checkout-session`, answer));
  const { user } = await open();
  await user.click(buy());
  const dialog = await screen.findByRole('alertdialog', { name: 'Purchase failed' });
  expect(dialog).toHaveTextContent(message);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(buy()).toBeEnabled();
  expect(leavePage).not.toHaveBeenCalled();
});
