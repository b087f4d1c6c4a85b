import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { creditsHandler } from '../../../test-utils/billing-fixtures';
import { CreditsGate } from '../components/credits-gate';
import { CreditsSummary } from '../components/credits-summary';

const server = setupMswServer();
const credits = (paygo: number, month: number, used: number) => ({
  paygo_credits: paygo,
  page_credits_this_month: month,
  page_credits_used_this_month: used,
});

describe('credits summary', () => {
  test('grey placeholders while loading, then monthly remaining and pay-as-you-go', async () => {
    server.use(creditsHandler(() => credits(25, 50, 20)));
    renderPage(<CreditsSummary />, { future: ROUTER_FUTURE });
    expect(screen.getByRole('status', { name: 'Loading credits' })).toBeInTheDocument();
    expect(await screen.findByTestId('credits-monthly')).toHaveTextContent('30');
    expect(screen.getByTestId('credits-paygo')).toHaveTextContent('25');
  });

  test('links to the page use on the Transactions page', async () => {
    server.use(creditsHandler(() => credits(25, 50, 20)));
    const { user } = renderPage(<CreditsSummary />, { future: ROUTER_FUTURE });
    const link = await screen.findByRole('link', {
      name: '30 monthly and 25 pay-as-you-go pages left: see page use',
    });
    await user.click(link);
    expect(currentPath()).toBe('/dashboard/transaction#page-use');
  });

  test('a failure is logged only and nothing is shown', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${BASE}/users/credits`, () => HttpResponse.json(failure('x'), { status: 500 })),
    );
    const { container } = renderPage(<CreditsSummary />, { future: ROUTER_FUTURE });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to load credits', expect.anything()),
    );
    expect(container.querySelector('.bil-credits')).toBeNull();
    log.mockRestore();
  });
});

describe('credits gate', () => {
  test.each([
    [credits(0, 5, 5), true],
    [credits(1, 5, 5), false],
    [credits(0, 5, 4), false],
    [credits(0, 0, 0), true],
  ])('%j → blocking: %s', async (answer, blocking) => {
    server.use(creditsHandler(() => answer));
    const { store } = renderPage(<CreditsGate />, { path: '/dashboard', future: ROUTER_FUTURE });
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)[0]?.status).toBe('fulfilled'),
    );
    if (blocking)
      expect(await screen.findByRole('dialog', { name: 'Credits Required' })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('stays away from the payment success page, where the purchase is being confirmed', async () => {
    server.use(creditsHandler(() => credits(0, 5, 5)));
    const { store } = renderPage(<CreditsGate />, {
      path: '/dashboard/success?session_id=cs_1',
      future: ROUTER_FUTURE,
    });
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)[0]?.status).toBe('fulfilled'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test.each(['Close', 'Purchase'])('%s goes to the packages', async (button) => {
    server.use(creditsHandler(() => credits(0, 5, 5)));
    const { user } = renderPage(<CreditsGate />, {
      path: '/dashboard/process/upload',
      future: ROUTER_FUTURE,
    });
    await screen.findByRole('dialog', { name: 'Credits Required' });
    await user.click(screen.getByRole('button', { name: button }));
    expect(currentPath()).toBe('/dashboard/packages');
  });
});
