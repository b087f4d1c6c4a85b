import { api } from '@castmyscript/api';

import type { SessionTokens } from '../../../shared/session/session-api';

/** POST auth/login answers the session's tokens. */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionTokens, { email: string; password: string }>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation } = signInApi;
