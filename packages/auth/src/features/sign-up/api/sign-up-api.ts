import { api } from '@castmyscript/api';

export type SignUpBody = { username: string; name: string; email: string; password: string };
export type SignUpAnswer = { email: string; verification_expires_at?: string };

/** POST auth/register answers 201 with the address and when its link expires. */
export const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpAnswer, SignUpBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;
