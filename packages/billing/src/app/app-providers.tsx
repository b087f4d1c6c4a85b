import { createStore, StoreProvider, type AppStore } from '@castmyscript/api';
import { ModalProvider, ToastProvider } from '@castmyscript/ui-kit';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

type Props = { children: ReactNode; store?: AppStore; path?: string };

/** Billing's router runs with react-router's v7 behaviours; its page tests mount with them too. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * What the shell provides around a page (store, toasts, modals, router), for the stand-alone view
 * and for stories. In the app the shell's own providers are used instead.
 */
export const AppProviders = ({ children, store, path = '/' }: Props) => (
  <StoreProvider store={store ?? createStore()}>
    <ToastProvider>
      <ModalProvider>
        <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
          {children}
        </MemoryRouter>
      </ModalProvider>
    </ToastProvider>
  </StoreProvider>
);
