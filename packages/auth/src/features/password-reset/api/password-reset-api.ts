import { api } from '@castmyscript/api';

/** Request a reset mail, then set the new password with the mailed token. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<unknown, { email: string; reset_form_url: string }>({
      query: (body) => ({ url: 'auth/reset-password-request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, { new_password: string; pass_reset_token: string }>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
