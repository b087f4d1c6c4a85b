import { api } from '@castmyscript/api';

export type Me = {
  email: string;
  full_name: string | null;
  username: string | null;
  profile_picture_url: string | null;
  role: string;
};

/** GET users/me. */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => 'users/me',
      transformResponse: (me: Me | null) => ({
        ...me!,
        role: me?.role || 'user',
      }),
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
