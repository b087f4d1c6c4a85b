import { api, type Envelope } from '@castmyscript/api';

/** POST users/notify-me {email}: 201 when added to the list, 200 when it already was. */
export const notifyMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinNotifyList: build.mutation<Envelope<unknown>, { email: string }>({
      query: (body) => ({ url: 'users/notify-me', method: 'POST', body }),
    }),
  }),
});

export const { useJoinNotifyListMutation } = notifyMeApi;
