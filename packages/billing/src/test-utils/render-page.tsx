import { createStore, setApiBaseUrl, StoreProvider } from '@castmyscript/api';
import { ModalProvider, ToastProvider } from '@castmyscript/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const BASE = 'http://localhost/api/v1';

/** One MSW server per test file, failing on any call a test did not expect. */
export const setupMswServer = () => {
  const server = setupServer();
  // Rendering PrimeReact dialogs on a busy two-core machine can pass jest's 5 s default.
  jest.setTimeout(20_000);
  beforeAll(() => {
    setApiBaseUrl(BASE);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
};

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
};

/**
 * Renders a page as the shell would: a fresh store, the toast and modal providers and a router at
 * `path`; every other path renders nothing, so navigation can be asserted with `currentPath`.
 */
export const renderPage = (page: ReactElement, { path = '/', route = path.split('?')[0] } = {}) => {
  const store = createStore();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <StoreProvider store={store}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter
            initialEntries={[path]}
            future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
          >
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </MemoryRouter>
        </ModalProvider>
      </ToastProvider>
    </StoreProvider>,
  );
  return { ...view, store, user };
};

export const currentPath = () => screen.getByTestId('location').textContent;

/** The envelopes of ARCHITECTURE.md §4. */
export const success = <T,>(data?: T, message?: string) => ({ status: 'success', message, data });
export const failure = (message?: string, data?: unknown) => ({ status: 'error', message, data });
