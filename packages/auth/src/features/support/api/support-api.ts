import { api } from '@castmyscript/api';

export type SupportTicket = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/** Spec 1 §7: POST users/contact-us; the support form adds a subject. */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSupportTicket: build.mutation<unknown, SupportTicket>({
      query: (body) => ({ url: 'users/contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitSupportTicketMutation } = supportApi;
