import { api } from '@castmyscript/api';

/**
 * POST users/notify-me {email}: 201 when added to the list, 200 when it already was; the form
 * shows the envelope's own message, which the base query hands over in `meta`.
 */
export const notifyMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinNotifyList: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: 'users/notify-me', method: 'POST', body }),
      transformResponse: (_data: unknown, meta) => ({ message: meta?.message }),
    }),
  }),
});

export const { useJoinNotifyListMutation } = notifyMeApi;
