import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../app-providers';
import { CreditsSummary } from '../../features/credits/components/credits-summary';
import { PaymentSuccessPage } from '../../features/payment-result/components/payment-success-page';
import { creditsHandler } from '../../test-utils/billing-fixtures';
import { checkoutSession } from '../../test-utils/session-fixtures';

const server = setupMswServer();

/** The header's summary and the success page share one cache: a confirmed purchase refreshes it. */
test('a confirmed purchase refreshes the header credits', async () => {
  let paygo = 0;
  let creditCalls = 0;
  server.use(
    creditsHandler(() => {
      creditCalls += 1;
      return { paygo_credits: paygo, page_credits_this_month: 5, page_credits_used_this_month: 5 };
    }),
    http.get(`${BASE}/payment/session/:id`, () => {
      paygo = 25;
      return HttpResponse.json(success(checkoutSession()));
    }),
  );
  renderPage(
    <>
      <CreditsSummary />
      <PaymentSuccessPage spinnerMs={0} />
    </>,
    { path: '/dashboard/success?session_id=cs_test_1', future: ROUTER_FUTURE },
  );
  await screen.findByRole('heading', { name: 'Payment Successful!' });
  expect(
    await screen.findByText('25', { selector: '[data-testid="credits-paygo"]' }),
  ).toBeInTheDocument();
  // Fetched once on mount and again because the confirmed session invalidated the credits.
  await waitFor(() => expect(creditCalls).toBe(2));
});
