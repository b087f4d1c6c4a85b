import { createStore, StoreProvider, type AppStore } from '@castmyscript/api';
import { ModalProvider, ToastProvider } from '@castmyscript/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export type RenderPageOptions = {
  /** The address the router starts at. */
  path?: string;
  /**
   * The route pattern the page is mounted on, as the remote's routes declare it; every other
   * path renders nothing, so leaving the page can be asserted. Defaults to `path` without its
   * query. `false` mounts it outside any route, so it stays on screen at every address (a
   * header, a section or a page that is not routed itself).
   */
  route?: string | false;
  /** A store to render with, e.g. one a test filled beforehand; a fresh one otherwise. */
  store?: AppStore;
  /** The router's future flags, for a remote that mounts its own router with them. */
  future?: ComponentProps<typeof MemoryRouter>['future'];
  /** With fake timers pass `jest.advanceTimersByTime`, so `user` waits on them. */
  advanceTimers?: (ms: number) => unknown;
};

/** Where the router is now (path, query and hash), for `currentPath()` and tests that read it. */
const Where = () => {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{pathname + search + hash}</div>;
};

/**
 * Renders a page as the shell would: a store, the toast and modal providers (the shell's frame
 * has both) and a router at `path`. Returns the render result, the store and a `user` that types
 * without pauses: the forms are typed into a lot, and the pauses add nothing.
 */
export const renderPage = (
  page: ReactElement,
  { path = '/', route, store = createStore(), future, advanceTimers }: RenderPageOptions = {},
) => {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(
    <StoreProvider store={store}>
      <ToastProvider>
        <ModalProvider>
          <MemoryRouter initialEntries={[path]} future={future}>
            {route === false ? (
              page
            ) : (
              <Routes>
                <Route path={route ?? path.split('?')[0]} element={page} />
                <Route path="*" element={null} />
              </Routes>
            )}
            <Where />
          </MemoryRouter>
        </ModalProvider>
      </ToastProvider>
    </StoreProvider>,
  );
  return { ...view, store, user };
};

export const currentPath = () => screen.getByTestId('location').textContent;
