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
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};

type Options = { path?: string; route?: string; advanceTimers?: (ms: number) => unknown };

/**
 * Renders a page as the shell would: a fresh store, toasts, modals and a router at `path`
 * matched by the shell's `route` pattern; every other path renders nothing, so navigation can be
 * asserted with `currentPath()`. With fake timers pass `advanceTimers: jest.advanceTimersByTime`.
 */
export const renderPage = (
  page: ReactElement,
  { path = '/', route, advanceTimers }: Options = {},
) => {
  const store = createStore();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(
    <StoreProvider store={store}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route ?? path.split('?')[0]} element={page} />
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

/** The success and error envelopes of ARCHITECTURE.md §4. */
export const success = (data?: unknown, message?: string) => ({ status: 'success', message, data });
export const failure = (message?: string, data?: unknown) => ({ status: 'error', message, data });
