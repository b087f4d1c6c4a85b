import { createApi } from '@reduxjs/toolkit/query/react';

import { baseQueryWithReauth } from './base-query';

/**
 * The one RTK Query slice of the app. Remotes add their calls with `api.injectEndpoints` from
 * their own feature folders; because `@castmyscript/api` is a Module Federation singleton they
 * all inject into this same instance and share one cache.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'Me',
    'Credits',
    'Subscription',
    'Transaction',
    'Document',
    'Scene',
    'Actor',
    'Voice',
    'Assignment',
    'Audio',
    'Activity',
    'Note',
    'Share',
  ],
  endpoints: () => ({}),
});
