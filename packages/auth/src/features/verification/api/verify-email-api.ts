import { api } from '@castmyscript/api';

/** GET auth/verify-email/{token}; 200 means the account is verified. */
export const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<unknown, string>({
      // A mutation, not a query: opening the link has an effect and must not be cached or retried.
      query: (token) => ({ url: `auth/verify-email/${encodeURIComponent(token)}`, method: 'GET' }),
    }),
  }),
});

export const { useVerifyEmailMutation } = verifyEmailApi;
