import { api } from '@castmyscript/api';
import type { SubscriptionDetail, SubscriptionDetailsData } from '@castmyscript/api/contract';

export type SubscriptionDetails = SubscriptionDetailsData[number];

/**
 * GET users/active/subscription/details: a list whose first entry is used; POST
 * payment/cancel-subscription cancels at the end of the period.
 */
export const subscriptionDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionDetails: build.query<SubscriptionDetails | null, void>({
      query: () => 'users/active/subscription/details',
      transformResponse: (data: SubscriptionDetailsData | null) => data?.[0] ?? null,
      // It carries the pay-as-you-go balance too, so purchases refresh it.
      providesTags: ['Subscription', 'Credits'],
    }),
    cancelSubscription: build.mutation<SubscriptionDetail | undefined, void>({
      query: () => ({ url: 'payment/cancel-subscription', method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionDetailsQuery, useCancelSubscriptionMutation } =
  subscriptionDetailsApi;
