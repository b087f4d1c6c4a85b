import { api } from '@castmyscript/api';
import type { CreditsData } from '@castmyscript/api/contract';

export type Credits = CreditsData;

/** GET users/credits; the header and the gate read it. */
export const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCredits: build.query<Credits, void>({
      query: () => 'users/credits',
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetCreditsQuery } = creditsApi;

/** Remaining monthly credits equal this month's credits minus those used. */
export const monthlyRemaining = (credits: Credits) =>
  Math.max(0, credits.page_credits_this_month - credits.page_credits_used_this_month);

/** The gate shows only when both pools are exhausted. */
export const creditsExhausted = (credits: Credits) =>
  monthlyRemaining(credits) === 0 && credits.paygo_credits <= 0;
