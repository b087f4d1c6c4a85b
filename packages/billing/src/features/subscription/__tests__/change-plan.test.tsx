import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { SubscriptionDetail } from '@castmyscript/api/contract';
import { BASE, failure, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { detailsHandler, subscriptionDetail } from '../../../test-utils/billing-fixtures';
import { SubscriptionPage } from '../components/subscription-page';

/** Plan change from the subscription page: preview, confirm, and every way it fails. */
const server = setupMswServer();
let details: { paygo_credits: number; subscription: SubscriptionDetail | null };
let calls: string[];
const PREVIEW = {
  immediate_charge: 31.5,
  proration_amount: 31.5,
  next_billing_amount: 70,
  next_billing_date: 1_767_225_600,
  proration_date: 1_765_000_000,
};
const previewAnswers = (answer: () => Response | Promise<Response>) =>
  http.post(`${BASE}/payment/subscription/proration-preview`, async ({ request }) => {
    calls.push(`preview ${JSON.stringify(await request.json())}`);
    return answer();
  });
const updateAnswers = (answer: () => Response) =>
  http.post(`${BASE}/payment/subscription/update`, async ({ request }) => {
    calls.push(`update ${JSON.stringify(await request.json())}`);
    return answer();
  });

beforeEach(() => {
  calls = [];
  details = { paygo_credits: 12, subscription: subscriptionDetail() };
  server.use(
    detailsHandler(() => details),
    previewAnswers(() => HttpResponse.json(success(PREVIEW))),
  );
});

const open = async () => {
  const view = renderPage(<SubscriptionPage />, {
    path: '/dashboard/subscription',
    future: ROUTER_FUTURE,
  });
  await screen.findByRole('heading', { name: 'Starter plan' });
  return view;
};
const section = () => screen.getByRole('region', { name: 'Change plan' });

test('offers every other paid plan, up or down by catalogue order, never Free', async () => {
  details.subscription = subscriptionDetail({ package_name: 'standard_monthly' });
  renderPage(<SubscriptionPage />, { path: '/dashboard/subscription', future: ROUTER_FUTURE });
  await screen.findByRole('heading', { name: 'Standard plan' });
  expect(
    within(section())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Downgrade to Starter', 'Upgrade to Pro']);
});

test('Upgrade shows the preview; Confirm updates and the page names the new plan', async () => {
  server.use(
    updateAnswers(() => {
      details.subscription = subscriptionDetail({ package_name: 'pro_monthly' });
      return HttpResponse.json(success(details.subscription));
    }),
  );
  const { user } = await open();
  await user.click(within(section()).getByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm plan change' });
  expect(dialog).toHaveTextContent('Change from Starter to Pro ($70 / month).');
  expect(dialog).toHaveTextContent('Immediate charge$31.50');
  expect(dialog).toHaveTextContent('Next billing amount$70.00');
  expect(calls).toEqual(['preview {"package_name":"pro_monthly"}']);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Your plan has been updated to Pro.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Pro plan' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toEqual([
    'preview {"package_name":"pro_monthly"}',
    'update {"package_name":"pro_monthly"}',
  ]);
});

test('Cancel in the dialog changes nothing', async () => {
  const { user } = await open();
  await user.click(within(section()).getByRole('button', { name: 'Upgrade to Standard' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm plan change' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toEqual(['preview {"package_name":"standard_monthly"}']);
  expect(screen.getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
});

test("a refused preview says the spec's words and the server's reason, and opens nothing", async () => {
  server.use(
    previewAnswers(() =>
      HttpResponse.json(failure('You have no active subscription.'), { status: 404 }),
    ),
  );
  const { user } = await open();
  await user.click(within(section()).getByRole('button', { name: 'Upgrade to Pro' }));
  expect(
    await screen.findByText('Failed to load proration info. You have no active subscription.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('no answer at all is a connection problem', async () => {
  server.use(previewAnswers(() => HttpResponse.error()));
  const { user } = await open();
  await user.click(within(section()).getByRole('button', { name: 'Upgrade to Pro' }));
  expect(
    await screen.findByText('Could not connect to server. Please try again later.'),
  ).toBeInTheDocument();
});

test('a failed update stays in the dialog with its reason; Try again can succeed', async () => {
  let refuse = true;
  server.use(
    updateAnswers(() =>
      refuse
        ? HttpResponse.json(failure('Your card was declined.'), { status: 402 })
        : HttpResponse.json(success(subscriptionDetail({ package_name: 'pro_monthly' }))),
    ),
  );
  const { user } = await open();
  await user.click(within(section()).getByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm plan change' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Failed to update subscription. Your card was declined.',
  );
  expect(screen.getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Your plan has been updated to Pro.')).toBeInTheDocument();
});

test('while a preview loads its button spins and the others wait', async () => {
  let release = () => {};
  server.use(
    previewAnswers(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json(success(PREVIEW)));
        }),
    ),
  );
  const { user } = await open();
  await user.click(within(section()).getByRole('button', { name: 'Upgrade to Pro' }));
  await waitFor(() =>
    expect(within(section()).getByRole('button', { name: 'Upgrade to Standard' })).toBeDisabled(),
  );
  release();
  await screen.findByRole('dialog', { name: 'Confirm plan change' });
});

test('a plan set to end offers no change', async () => {
  details.subscription = subscriptionDetail({ cancel_at_period_end: true, canceled_at: 1 });
  await open();
  expect(screen.queryByRole('region', { name: 'Change plan' })).toBeNull();
});
