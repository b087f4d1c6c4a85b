import { api, type Envelope } from '@castmyscript/api';

export type Credits = {
  paygo_credits: number;
  page_credits_this_month: number;
  page_credits_used_this_month: number;
};

/** Spec 1 §3 / spec 2 §7: GET users/credits; the header and the gate read it. */
export const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCredits: build.query<Credits, void>({
      query: () => 'users/credits',
      transformResponse: (response: Envelope<Credits>) => response.data!,
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetCreditsQuery } = creditsApi;

/** Remaining monthly credits equal this month's credits minus those used (spec 2 §3). */
export const monthlyRemaining = (credits: Credits) =>
  Math.max(0, credits.page_credits_this_month - credits.page_credits_used_this_month);
