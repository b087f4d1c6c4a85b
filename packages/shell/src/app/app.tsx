import { StoreProvider, type AppStore } from '@castmyscript/api';
import { ModalProvider, ToastProvider } from '@castmyscript/ui-kit';
import { PrimeReactProvider } from 'primereact/api';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { routes } from './routes';

export const createRouter = () => createBrowserRouter(routes);

type Props = { store: AppStore; router: ReturnType<typeof createRouter> };

export const App = ({ store, router }: Props) => (
  <PrimeReactProvider>
    <StoreProvider store={store}>
      <ToastProvider>
        <ModalProvider>
          <RouterProvider router={router} />
        </ModalProvider>
      </ToastProvider>
    </StoreProvider>
  </PrimeReactProvider>
);
