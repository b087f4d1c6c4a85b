/**
 * The api slice is one instance across remotes: data cached by a query that billing injected is
 * invalidated by a mutation that studio injected, and refetches. Both feature files are the
 * remotes' real ones; only the HTTP server is MSW.
 */
import { api, createStore, setApiBaseUrl, StoreProvider } from '@castmyscript/api';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';

import { CreditsSummary } from '../../packages/billing/src/features/credits/components/credits-summary';
import { uploadApi } from '../../packages/studio/src/features/upload/api/upload-api';

const BASE = 'http://localhost/api/v1';
let paygo = 12;
let creditReads = 0;

const server = setupServer(
  http.get(`${BASE}/users/credits`, () => {
    creditReads += 1;
    return HttpResponse.json({
      status: 'success',
      data: { paygo_credits: paygo, page_credits_this_month: 5, page_credits_used_this_month: 2 },
    });
  }),
  http.post(`${BASE}/documents/:id/process`, () => {
    paygo -= 4;
    return HttpResponse.json({ status: 'success', data: {} });
  }),
);

beforeAll(() => {
  setApiBaseUrl(BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

test("studio's processing refreshes the credits billing shows", async () => {
  const store = createStore();
  render(
    // The summary links to the page ledger, so it lives inside the shell's router.
    <StoreProvider store={store}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <CreditsSummary />
      </MemoryRouter>
    </StoreProvider>,
  );
  expect(await screen.findByTestId('credits-paygo')).toHaveTextContent(/^12$/);
  expect(screen.getByTestId('credits-monthly')).toHaveTextContent(/^3$/);
  expect(creditReads).toBe(1);

  await act(async () => {
    await store.dispatch(uploadApi.endpoints.processDocument.initiate('doc-1'));
  });

  await waitFor(() => expect(screen.getByTestId('credits-paygo')).toHaveTextContent(/^8$/));
  expect(creditReads).toBe(2);
  // Both remotes' endpoints live in the one slice.
  const names = Object.keys(api.endpoints);
  await waitFor(() =>
    expect(names).toEqual(expect.arrayContaining(['getCredits', 'processDocument'])),
  );
});
