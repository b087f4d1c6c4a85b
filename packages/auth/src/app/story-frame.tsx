import { createStore, type AppStore } from '@castmyscript/api';
import type { ReactNode } from 'react';

import { AppProviders } from './app-providers';

type Options = { path?: string; store?: AppStore; storage?: Record<string, string> };

/**
 * A story's page as the shell would host it. MSW is not wired into Storybook, so stories get their
 * data from props or from a store filled beforehand; `storage` seeds localStorage first.
 */
export const storyFrame =
  ({ path = '/', store, storage = {} }: Options = {}) =>
  (Story: () => ReactNode) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    return (
      <AppProviders store={store ?? createStore()} path={path}>
        <Story />
      </AppProviders>
    );
  };
