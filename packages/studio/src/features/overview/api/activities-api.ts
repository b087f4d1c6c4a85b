import { api } from '@castmyscript/api';
import type { Activity } from '@castmyscript/api/contract';

export type { Activity };

/** GET users/activities/recent: the caller's latest activities, newest first. */
export const activitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivities: build.query<Activity[], void>({
      query: () => 'users/activities/recent',
      transformResponse: (activities: Activity[] | null) => activities ?? [],
      // Uploads, processing and deletions invalidate it, so the list is fresh on return.
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetRecentActivitiesQuery } = activitiesApi;
