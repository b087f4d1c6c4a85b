import { api } from '@castmyscript/api';

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** POST users/contact-us (public; a signed-in sender's session goes along). */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, ContactMessage>({
      query: (body) => ({ url: 'users/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
