import { api } from '@castmyscript/api';
import type {
  PlanChangeBody,
  ProrationPreviewData,
  SubscriptionDetail,
} from '@castmyscript/api/contract';

/**
 * Plan change: a proration preview, then the update. The server keeps the preview's
 * proration date, so the amount confirmed is the amount charged (security check 27).
 */
export const planChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewProration: build.mutation<ProrationPreviewData, PlanChangeBody>({
      query: (body) => ({ url: 'payment/subscription/proration-preview', method: 'POST', body }),
    }),
    updateSubscription: build.mutation<SubscriptionDetail | undefined, PlanChangeBody>({
      query: (body) => ({ url: 'payment/subscription/update', method: 'POST', body }),
      invalidatesTags: ['Subscription', 'Credits', 'Transaction'],
    }),
  }),
});

export const { usePreviewProrationMutation, useUpdateSubscriptionMutation } = planChangeApi;
