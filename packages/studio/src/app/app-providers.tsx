import { createStore, StoreProvider, type AppStore } from '@castmyscript/api';
import { ModalProvider, ToastProvider } from '@castmyscript/ui-kit';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

type Props = { children: ReactNode; store?: AppStore; path?: string; route?: string };

/**
 * What the shell provides around a page (store, toasts, modals, router), for stories. `route`
 * is the shell's route pattern, so pages read `:documentId` exactly as they do in the app.
 */
export const AppProviders = ({ children, store, path = '/', route }: Props) => (
  <StoreProvider store={store ?? createStore()}>
    <ToastProvider>
      <ModalProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={children} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </ModalProvider>
    </ToastProvider>
  </StoreProvider>
);
