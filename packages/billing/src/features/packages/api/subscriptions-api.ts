import { api } from '@castmyscript/api';
import type { SubscriptionsData } from '@castmyscript/api/contract';

/** GET payment/get-all-subscriptions: oldest first, the last entry is the current one. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllSubscriptions: build.query<SubscriptionsData['subscriptions'], void>({
      query: () => 'payment/get-all-subscriptions',
      transformResponse: (data: SubscriptionsData | null) => data?.subscriptions ?? [],
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetAllSubscriptionsQuery } = subscriptionsApi;
