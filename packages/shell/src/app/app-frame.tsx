import { StoreProvider } from '@castmyscript/api';
import { ModalProvider, ToastProvider } from '@castmyscript/ui-kit';
import { PrimeReactProvider } from 'primereact/api';
import { Outlet } from 'react-router-dom';

import { SessionExpiryNotice } from '../features/session/components/session-expiry-notice';
import { appStore } from './app-store';

/**
 * What every page but the site's static ones needs: PrimeReact, the store, toasts, dialogs and
 * the session-expiry listener. It is its own chunk (see `load-app-frame.ts`), so the landing page
 * downloads none of it; one instance stays mounted while the visitor moves between its pages.
 */
export const AppFrame = () => (
  <PrimeReactProvider>
    <StoreProvider store={appStore}>
      <ToastProvider>
        <ModalProvider>
          <SessionExpiryNotice />
          <Outlet />
        </ModalProvider>
      </ToastProvider>
    </StoreProvider>
  </PrimeReactProvider>
);
