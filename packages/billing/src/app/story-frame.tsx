import { createStore, type AppStore } from '@castmyscript/api';
import type { ReactNode } from 'react';

import { AppProviders } from './app-providers';

type Options = { path?: string; store?: AppStore };

/**
 * A story's page as the shell would host it. MSW is not wired into Storybook, so stories get their
 * data from props or from a store filled beforehand (`upsertQueryData`).
 */
export const storyFrame =
  ({ path = '/', store }: Options = {}) =>
  (Story: () => ReactNode) => (
    <AppProviders store={store ?? createStore()} path={path}>
      <Story />
    </AppProviders>
  );
