import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { SubscriptionDetail } from '@castmyscript/api/contract';
import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { detailsHandler, subscriptionDetail } from '../../../test-utils/billing-fixtures';
import { SubscriptionPage } from '../components/subscription-page';

const server = setupMswServer();
let details: { paygo_credits: number; subscription: SubscriptionDetail | null };
beforeEach(() => {
  details = { paygo_credits: 12, subscription: subscriptionDetail() };
  server.use(detailsHandler(() => details));
});

const open = async (heading: string | RegExp) => {
  const view = renderPage(<SubscriptionPage />, {
    path: '/dashboard/subscription',
    future: ROUTER_FUTURE,
  });
  expect(screen.getByText('Loading your subscription…')).toBeInTheDocument();
  await screen.findByRole('heading', { name: heading });
  return view;
};

test('without a plan: No Active Subscription and a way to the plans', async () => {
  details = { paygo_credits: 0, subscription: null };
  const { user } = await open('No Active Subscription');
  await user.click(screen.getByRole('link', { name: 'View Pricing Plans' }));
  expect(currentPath()).toBe('/dashboard/packages');
});

test('an active plan: green badge, name, usage, pages remaining, period end, benefits, Cancel', async () => {
  await open('Starter plan');
  expect(screen.getByText('Active')).toHaveClass('bil-badge--active');
  const bar = screen.getByRole('progressbar', { name: 'Monthly pages used' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(bar.firstElementChild).toHaveClass('cms-track__fill--green');
  expect(screen.getByText('20 of 50 pages used')).toBeInTheDocument();
  expect(screen.getByTestId('pages-remaining')).toHaveTextContent('30');
  expect(screen.getByText('Current period ends')).toBeInTheDocument();
  // Starter's card offers its discount, not priority processing or advanced analysis.
  expect(screen.getByTestId('benefit-paygo_discount')).toHaveTextContent(
    '20% discount on additional pagesIncluded',
  );
  expect(screen.getByTestId('benefit-priority_processing')).toHaveTextContent('Not included');
  expect(screen.getByTestId('benefit-advanced_analysis')).toHaveTextContent('Not included');
  expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ending Soon' })).toBeNull();
});

test('the plan name is the part of package_name before the first underscore', async () => {
  details.subscription = subscriptionDetail({ package_name: 'studio_yearly_v2' });
  await open('Studio plan');
});

test('a plan ending at period end: Ending Soon badge and banner with the days left, no Cancel', async () => {
  details.subscription = subscriptionDetail({ cancel_at_period_end: true, canceled_at: 1 });
  await open('Starter plan');
  expect(screen.getByRole('heading', { name: 'Ending Soon' })).toBeInTheDocument();
  expect(screen.getByTestId('days-remaining')).toHaveTextContent('10 days remaining.');
  expect(screen.getByText('Ending Soon', { selector: '.bil-badge' })).toHaveClass(
    'bil-badge--ending',
  );
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
});

test('another status: grey badge and no Cancel', async () => {
  details.subscription = subscriptionDetail({ status: 'past_due' });
  await open('Starter plan');
  expect(screen.getByText('Past due')).toHaveClass('bil-badge--other');
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
});

test('Cancel asks first; confirmed, it cancels, toasts and shows Ending Soon', async () => {
  let calls = 0;
  server.use(
    http.post(`${BASE}/payment/cancel-subscription`, () => {
      calls += 1;
      details.subscription = subscriptionDetail({ cancel_at_period_end: true, canceled_at: 2 });
      return HttpResponse.json(success(details.subscription));
    }),
  );
  const { user } = await open('Starter plan');
  await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel subscription?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep Plan' }));
  expect(calls).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Cancel Subscription',
    }),
  );
  expect(
    await screen.findByText(
      "Your subscription has been canceled successfully. You'll maintain access until the end of your billing period.",
    ),
  ).toBeInTheDocument();
  expect(calls).toBe(1);
  expect(await screen.findByRole('heading', { name: 'Ending Soon' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
});

test.each([
  [
    () => HttpResponse.json(failure('Stripe is unavailable'), { status: 502 }),
    'Failed to cancel subscription: Stripe is unavailable',
  ],
  [
    () => HttpResponse.json(failure(), { status: 500 }),
    'Failed to cancel subscription. Please try again.',
  ],
  [() => HttpResponse.error(), 'Could not connect to server. Please try again later.'],
])('a failed cancel says so and keeps the plan (%#)', async (answer, message) => {
  server.use(http.post(`${BASE}/payment/cancel-subscription`, answer));
  const { user } = await open('Starter plan');
  await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', {
      name: 'Cancel Subscription',
    }),
  );
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
});

test('a load failure shows Connection Error with a Retry', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/users/active/subscription/details`, () =>
      fail ? HttpResponse.error() : HttpResponse.json(success([details])),
    ),
  );
  const { user } = renderPage(<SubscriptionPage />, { future: ROUTER_FUTURE });
  expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument(),
  );
});
