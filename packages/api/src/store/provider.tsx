import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import type { AppStore } from './create-store';

/** Re-exported so no other package imports react-redux directly. */
export const StoreProvider = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>{children}</Provider>
);
