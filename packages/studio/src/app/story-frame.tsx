import { createStore, type AppStore } from '@castmyscript/api';
import type { ReactNode } from 'react';

import { AppProviders } from './app-providers';

type Options = { path?: string; route?: string; store?: AppStore };

/**
 * A story's page as the shell would host it. MSW is not wired into Storybook, so stories get their
 * data from a store filled beforehand (`upsertQueryData`); a query left empty fails, which is how
 * the error states are shown.
 */
export const storyFrame =
  ({ path = '/', route, store }: Options = {}) =>
  (Story: () => ReactNode) => (
    <AppProviders store={store ?? createStore()} path={path} route={route}>
      <Story />
    </AppProviders>
  );
