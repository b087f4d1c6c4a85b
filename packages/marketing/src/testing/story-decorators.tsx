import { createStore, StoreProvider } from '@castmyscript/api';
import { ToastProvider } from '@castmyscript/ui-kit';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

import '../shared/styles/base.css';

/** A marketing page frame (tokens, fonts) inside a router at `path` (`parameters.path`). */
export const withPage: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[(context.parameters.path as string | undefined) ?? '/']}>
    <div className="mkt-page" data-remote="marketing" style={{ minHeight: 0 }}>
      <Story />
    </div>
  </MemoryRouter>
);

/** The api slice store and toasts, for components that call the API. */
export const withStore: Decorator = (Story) => (
  <StoreProvider store={createStore()}>
    <ToastProvider>
      <Story />
    </ToastProvider>
  </StoreProvider>
);
