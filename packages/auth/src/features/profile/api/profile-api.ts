import { api } from '@castmyscript/api';

export type Profile = {
  email: string;
  full_name: string | null;
  username: string | null;
  profile_picture_url: string | null;
  role: string;
};

export type FreshTokens = { access_token: string; refresh_token: string };

/**
 * The profile page's calls. `getProfile` reads users/me under the shared 'Me' tag, so
 * every change here also refreshes the shell's header (its own `getMe` has the same tag).
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'users/me',
      transformResponse: (profile: Profile | null) => ({
        ...(profile as Profile),
        role: profile?.role || 'user',
      }),
      providesTags: ['Me'],
    }),
    updateProfile: build.mutation<unknown, { name: string; username: string }>({
      query: (body) => ({ url: 'users/update-profile', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    updatePassword: build.mutation<
      FreshTokens | undefined,
      { old_password: string; new_password: string }
    >({
      query: (body) => ({ url: 'users/update-password', method: 'POST', body }),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useUpdatePasswordMutation } =
  profileApi;
