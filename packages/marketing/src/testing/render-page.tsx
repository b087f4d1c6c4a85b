import { type AppStore, createStore, StoreProvider } from '@castmyscript/api';
import { ToastProvider } from '@castmyscript/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows where the app is, so tests can assert where a link or button went. */
const LocationProbe = () => {
  const { pathname, hash } = useLocation();
  return <div data-testid="location">{`${pathname}${hash}`}</div>;
};

/** Renders a page or component the way the shell mounts it: store, toasts and a router. */
export const renderPage = (ui: ReactNode, { path = '/', store = createStore() }: { path?: string; store?: AppStore } = {}) => ({
  store,
  ...render(
    <StoreProvider store={store}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </StoreProvider>,
  ),
});
