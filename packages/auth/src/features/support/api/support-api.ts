import { api } from '@castmyscript/api';

export type SupportTicket = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export type SupportSender = { name: string; email: string };

/**
 * POST users/contact-us; the support form adds a subject. A signed-in user's name and
 * email prefill the form, read from users/me under the shared 'Me' tag.
 */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupportSender: build.query<SupportSender, void>({
      query: () => 'users/me',
      transformResponse: (me: { full_name: string | null; email: string } | null) => ({
        name: me?.full_name ?? '',
        email: me?.email ?? '',
      }),
      providesTags: ['Me'],
    }),
    submitSupportTicket: build.mutation<unknown, SupportTicket>({
      query: (body) => ({ url: 'users/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useGetSupportSenderQuery, useSubmitSupportTicketMutation } = supportApi;
