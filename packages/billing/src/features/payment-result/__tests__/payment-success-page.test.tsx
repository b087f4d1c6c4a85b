import { screen } from '@testing-library/react';
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
import { checkoutSession } from '../../../test-utils/session-fixtures';
import { PaymentSuccessPage } from '../components/payment-success-page';

const server = setupMswServer();
const SESSION = 'cs_test_a1b2c3d4e5f6';

const answering = (...answers: (() => Response)[]) => {
  const asked: string[] = [];
  server.use(
    http.get(`${BASE}/payment/session/:id`, ({ params }) => {
      asked.push(String(params.id));
      return (answers[asked.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return asked;
};
const open = (path = `/dashboard/success?session_id=${SESSION}`, spinnerMs?: number) =>
  renderPage(<PaymentSuccessPage spinnerMs={spinnerMs} />, { path, future: ROUTER_FUTURE });

test('spins "Processing Your Payment" for 3 s, then "Payment Successful!" with the two ways on', async () => {
  const asked = answering(() => HttpResponse.json(success(checkoutSession())));
  const { user } = open();
  expect(screen.getByRole('heading', { name: 'Processing Your Payment' })).toBeInTheDocument();
  expect(screen.getByTestId('session-reference')).toHaveTextContent(/^cs_test_$/);
  // The page's real 3 s; the wait is longer, as a loaded CI machine was seen to render the
  // answer past 5 s (a limit costs time only when the page is broken).
  expect(
    await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  expect(asked).toEqual([SESSION]);
  expect(
    screen.getByText(/25 pages were added to your account\. Amount paid: \$18\.75\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await user.click(screen.getByRole('link', { name: 'View Subscription' }));
  expect(currentPath()).toBe('/dashboard/subscription');
}, 30_000);

test('a plan purchase names the plan', async () => {
  answering(() =>
    HttpResponse.json(
      success(
        checkoutSession({
          package_type: 'subscription',
          package_name: 'starter_monthly',
          pages: null,
          amount_in_usd: 22,
        }),
      ),
    ),
  );
  open(undefined, 0);
  expect(await screen.findByText(/You are now on the Starter plan\./)).toBeInTheDocument();
});

test('keeps processing until the server has fulfilled the session', async () => {
  const asked = answering(
    () => HttpResponse.json(success(checkoutSession({ fulfilled: false }))),
    () => HttpResponse.json(success(checkoutSession())),
  );
  open(undefined, 0);
  await screen.findByRole('heading', { name: 'Processing Your Payment' });
  expect(
    await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  expect(asked).toEqual([SESSION, SESSION]);
});

test.each([
  [
    () => HttpResponse.json(failure('Payment session not found'), { status: 404 }),
    'Payment session not found',
  ],
  [
    () => HttpResponse.json(success(checkoutSession({ status: 'expired', fulfilled: false }))),
    'This payment was not completed. No charge was made.',
  ],
  [
    () =>
      HttpResponse.json(success(checkoutSession({ payment_status: 'failed', fulfilled: false }))),
    'This payment was not completed. No charge was made.',
  ],
])(
  "a session that is not the user's, expired or failed is not a success (%#)",
  async (answer, message) => {
    answering(answer);
    open(undefined, 0);
    expect(
      await screen.findByRole('heading', { name: 'Payment Not Confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
  },
);

test('security check 44: a second plan, refunded, is not a success and says why', async () => {
  const asked = answering(() =>
    HttpResponse.json(
      success(
        checkoutSession({
          package_type: 'subscription',
          package_name: 'pro_monthly',
          pages: null,
          amount_in_usd: 70,
          status: 'complete',
          payment_status: 'refunded',
          fulfilled: false,
        }),
      ),
    ),
  );
  open(undefined, 0);
  expect(await screen.findByRole('heading', { name: 'Payment Not Confirmed' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'You already have a plan, so this payment is refunded to your card. Use Upgrade or Downgrade to change it.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
  expect(asked).toEqual([SESSION]);
});

test('without a session id nothing is asked and the page says so', async () => {
  const asked = answering(() => HttpResponse.json(success(checkoutSession())));
  open('/dashboard/success', 0);
  expect(await screen.findByText('No payment session was given.')).toBeInTheDocument();
  expect(asked).toEqual([]);
});
