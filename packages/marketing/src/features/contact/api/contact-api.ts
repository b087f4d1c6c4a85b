import { api } from '@castmyscript/api';

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** Spec 1 §7: POST users/contact-us (a public call, sent without a bearer token). */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, ContactMessage>({
      query: (body) => ({ url: 'users/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
