import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { leavePage } from '../../../shared/lib/leave-page';
import { subscriptionRecord, subscriptionsHandler } from '../../../test-utils/billing-fixtures';
import { PackagesPage } from '../components/packages-page';

jest.mock('../../../shared/lib/leave-page', () => ({ leavePage: jest.fn() }));

const server = setupMswServer();
let subscriptions = [subscriptionRecord('starter_monthly')];
beforeEach(() => {
  subscriptions = [subscriptionRecord('starter_monthly')];
  jest.mocked(leavePage).mockClear();
  server.use(subscriptionsHandler(() => subscriptions));
});

const open = async () => {
  const view = renderPage(<PackagesPage />, { path: '/dashboard/packages', future: ROUTER_FUTURE });
  expect(screen.getByText('Loading your plan…')).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Monthly plans' });
  return view;
};
const planButton = (label: RegExp) => screen.getByRole('button', { name: label });

/** Records what the checkout call received and answers `answer`. */
const checkout = (answer: () => Response) => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${BASE}/payment/create-checkout-session`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
};

test('says in one sentence what a page is for billing', async () => {
  await open();
  const rule = screen.getByTestId('page-rule');
  expect(rule).toHaveTextContent(/holds a line to be read \(title and blank pages are free\)/);
  expect(rule).toHaveTextContent(/a later draft pays only for its changed pages/);
});

test('labels each plan by catalogue order from the current plan', async () => {
  await open();
  expect(planButton(/: Free$/)).toHaveAccessibleName('Downgrade: Free');
  expect(planButton(/: Starter$/)).toHaveAccessibleName('Current Plan: Starter');
  expect(planButton(/: Starter$/)).toHaveAttribute('aria-disabled', 'true');
  expect(planButton(/: Standard$/)).toHaveAccessibleName('Upgrade: Standard');
  expect(planButton(/: Pro$/)).toHaveAccessibleName('Upgrade: Pro');
});

test('choosing the current plan warns', async () => {
  const { user } = await open();
  await user.click(planButton(/: Starter$/));
  expect(await screen.findByText('This is already your current plan.')).toBeInTheDocument();
});

test('from Free, Subscribe Now creates a checkout session without a price and leaves for its url', async () => {
  subscriptions = [];
  const sent = checkout(() =>
    HttpResponse.json(
      success({ url: 'https://checkout.stripe.com/c/pay/cs_1', session_id: 'cs_1' }),
    ),
  );
  const { user } = await open();
  expect(planButton(/: Free$/)).toHaveAccessibleName('Current Plan: Free');
  await user.click(planButton(/Subscribe Now: Starter/));
  await waitFor(() =>
    expect(leavePage).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
  );
  expect(sent).toEqual([
    {
      package_type: 'subscription',
      package_details: { package_name: 'starter_monthly', package_price: 22 },
    },
  ]);
});

// The page runs at http://localhost (jsdom), the API at BASE on the same origin.
test.each([
  ['a relative address of the local checkout', '/api/v1/payment/local-checkout/lcs_1'],
  [
    'an absolute address on the app’s own origin',
    'http://localhost/api/v1/payment/local-checkout/lcs_1',
  ],
])('Subscribe Now follows %s', async (_case, url) => {
  subscriptions = [];
  checkout(() => HttpResponse.json(success({ url, session_id: 'lcs_1' })));
  const { user } = await open();
  await user.click(planButton(/Subscribe Now: Starter/));
  await waitFor(() =>
    expect(leavePage).toHaveBeenCalledWith('http://localhost/api/v1/payment/local-checkout/lcs_1'),
  );
});

const INVALID = 'Error: Invalid checkout URL received from server';
test.each([
  [
    'javascript:',
    () => HttpResponse.json(success({ url: 'javascript:alert(1)', session_id: 'x' })),
    INVALID,
  ],
  ['no url', () => HttpResponse.json(success({ session_id: 'x' })), INVALID],
  ['an empty url', () => HttpResponse.json(success({ url: ' ', session_id: 'x' })), INVALID],
  [
    'a protocol-relative url',
    () => HttpResponse.json(success({ url: '//evil.test/pay', session_id: 'x' })),
    INVALID,
  ],
  [
    'another origin',
    () => HttpResponse.json(success({ url: 'https://evil.test/c/pay/cs_1', session_id: 'x' })),
    INVALID,
  ],
  [
    'another port of this host',
    () => HttpResponse.json(success({ url: 'http://localhost:8080/pay', session_id: 'x' })),
    INVALID,
  ],
  [
    'Stripe’s host over http',
    () =>
      HttpResponse.json(success({ url: 'http://checkout.stripe.com/c/pay/cs_1', session_id: 'x' })),
    INVALID,
  ],
  [
    'a 400',
    () => HttpResponse.json(failure('Unknown plan'), { status: 400 }),
    'Error: Unknown plan',
  ],
  [
    'a 500',
    () => HttpResponse.json(failure(), { status: 500 }),
    'Error creating checkout session. Please try again.',
  ],
  ['no answer', () => HttpResponse.error(), 'Error creating checkout session. Please try again.'],
])('a failed subscribe checkout says so (%s)', async (_case, answer, message) => {
  subscriptions = [];
  checkout(answer);
  const { user } = await open();
  await user.click(planButton(/Subscribe Now: Pro/));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(leavePage).not.toHaveBeenCalled();
  expect(planButton(/Subscribe Now: Pro/)).toBeEnabled();
});

test('Upgrade shows the proration preview, and Confirm updates the plan', async () => {
  const calls: string[] = [];
  server.use(
    http.post(`${BASE}/payment/subscription/proration-preview`, async ({ request }) => {
      calls.push(`preview ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(
        success({
          immediate_charge: 31.5,
          proration_amount: 31.5,
          next_billing_amount: 70,
          next_billing_date: 1_767_225_600,
          proration_date: 1_765_000_000,
        }),
      );
    }),
    http.post(`${BASE}/payment/subscription/update`, async ({ request }) => {
      calls.push(`update ${JSON.stringify(await request.json())}`);
      subscriptions = [subscriptionRecord('pro_monthly')];
      return HttpResponse.json(success({}));
    }),
  );
  const { user } = await open();
  await user.click(planButton(/Upgrade: Pro/));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm plan change' });
  expect(dialog).toHaveTextContent('Change from Starter to Pro');
  expect(dialog).toHaveTextContent('Immediate charge$31.50');
  expect(dialog).toHaveTextContent('Proration amount$31.50');
  expect(dialog).toHaveTextContent('Next billing amount$70.00');
  expect(dialog).toHaveTextContent('Next billing date1 January 2026');
  expect(calls).toEqual(['preview {"package_name":"pro_monthly"}']);

  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Your plan has been updated to Pro.')).toBeInTheDocument();
  expect(calls).toEqual([
    'preview {"package_name":"pro_monthly"}',
    'update {"package_name":"pro_monthly"}',
  ]);
  await waitFor(() => expect(planButton(/: Pro$/)).toHaveAccessibleName('Current Plan: Pro'));
  expect(planButton(/: Starter$/)).toHaveAccessibleName('Downgrade: Starter');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('Cancel in the preview changes nothing', async () => {
  let updated = false;
  server.use(
    http.post(`${BASE}/payment/subscription/proration-preview`, () =>
      HttpResponse.json(
        success({
          immediate_charge: 0,
          proration_amount: -5,
          next_billing_amount: 22,
          next_billing_date: 1_767_225_600,
          proration_date: 1,
        }),
      ),
    ),
    http.post(`${BASE}/payment/subscription/update`, () => {
      updated = true;
      return HttpResponse.json(success({}));
    }),
  );
  subscriptions = [subscriptionRecord('standard_monthly')];
  const { user } = await open();
  await user.click(planButton(/Downgrade: Starter/));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm plan change' });
  expect(dialog).toHaveTextContent('Proration amount-$5.00');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(updated).toBe(false);
  expect(planButton(/: Standard$/)).toHaveAccessibleName('Current Plan: Standard');
});

test('a failed preview says so and opens nothing', async () => {
  server.use(
    http.post(`${BASE}/payment/subscription/proration-preview`, () =>
      HttpResponse.json(failure('boom'), { status: 502 }),
    ),
  );
  const { user } = await open();
  await user.click(planButton(/Upgrade: Standard/));
  // The spec's words, then the server's reason.
  expect(await screen.findByText('Failed to load proration info. boom')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a failed update says so and keeps the plan', async () => {
  server.use(
    http.post(`${BASE}/payment/subscription/proration-preview`, () =>
      HttpResponse.json(
        success({
          immediate_charge: 9,
          proration_amount: 9,
          next_billing_amount: 40,
          next_billing_date: 1_767_225_600,
          proration_date: 1,
        }),
      ),
    ),
    http.post(`${BASE}/payment/subscription/update`, () =>
      HttpResponse.json(failure('card declined'), { status: 402 }),
    ),
  );
  const { user } = await open();
  await user.click(planButton(/Upgrade: Standard/));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm plan change' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  // The dialog stays open with the reason, so the writer can try again or cancel.
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Failed to update subscription. card declined',
  );
  expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(planButton(/: Starter$/)).toHaveAccessibleName('Current Plan: Starter');
});

test('Downgrade to Free leads to the subscription screen to cancel there', async () => {
  const { user } = await open();
  await user.click(planButton(/Downgrade: Free/));
  const dialog = await screen.findByRole('alertdialog', { name: 'Move to Free' });
  await user.click(within(dialog).getByRole('button', { name: 'Manage Subscription' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/subscription'));
});

test('when the plan cannot be loaded: Connection Error, nothing can be bought, Retry recovers', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/payment/get-all-subscriptions`, () =>
      fail
        ? HttpResponse.json(failure('down'), { status: 500 })
        : HttpResponse.json(success({ subscriptions: [] })),
    ),
  );
  const { user } = renderPage(<PackagesPage />, { future: ROUTER_FUTURE });
  expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
  for (const button of screen.getAllByRole('button', { name: /Subscribe Now/ }))
    expect(button).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(planButton(/: Pro$/)).toBeEnabled());
  expect(screen.queryByRole('heading', { name: 'Connection Error' })).toBeNull();
});
