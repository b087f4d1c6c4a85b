import { api } from '@castmyscript/api';

export type SessionTokens = { access_token: string; refresh_token: string; email?: string };

/** POST auth/google-login, offered on both sign-in and sign-up. */
export const googleSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    googleSignIn: build.mutation<SessionTokens, { google_auth_token: string }>({
      query: (body) => ({ url: 'auth/google-login', method: 'POST', body }),
    }),
  }),
});

export const { useGoogleSignInMutation } = googleSessionApi;
