import { api } from '@castmyscript/api';

export type VerificationMail = { email?: string; verification_expires_at?: string };

/** Used by sign-in (unverified account) and the check-your-email page, so it lives here. */
export const verificationMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendVerificationEmail: build.mutation<VerificationMail | undefined, { email: string }>({
      query: (body) => ({ url: 'auth/resend-verification', method: 'POST', body }),
    }),
  }),
});

export const { useResendVerificationEmailMutation } = verificationMailApi;
