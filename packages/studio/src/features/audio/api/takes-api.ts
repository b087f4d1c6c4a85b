import { api } from '@castmyscript/api';
import type { Take, TakeChoiceData, TakesData } from '@castmyscript/api/contract';

export type { Take };

const scene = (sceneId: string) => `scenes/${encodeURIComponent(sceneId)}`;

/** A line's takes, and choosing one of them or the cast voice again. */
export const takesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET scenes/{sceneId}/takes: at most five, newest first. */
    getLineTakes: build.query<Take[], string>({
      query: (sceneId) => `${scene(sceneId)}/takes`,
      transformResponse: (data: TakesData | null) => data?.takes ?? [],
      providesTags: (_r, _e, sceneId) => [{ type: 'Scene', id: `takes-${sceneId}` }],
    }),
    /** POST scenes/{sceneId}/takes/{takeId}/use: the line plays that take. */
    chooseLineTake: build.mutation<
      TakeChoiceData,
      { documentId: string; sceneId: string; takeId: string }
    >({
      query: ({ sceneId, takeId }) => ({
        url: `${scene(sceneId)}/takes/${encodeURIComponent(takeId)}/use`,
        method: 'POST',
      }),
      // The line list (its audio and mark) and this list's "in use" both change.
      invalidatesTags: (_r, error, { documentId, sceneId }) =>
        error
          ? []
          : [
              { type: 'Audio', id: documentId },
              { type: 'Scene', id: `takes-${sceneId}` },
            ],
    }),
    /** DELETE scenes/{sceneId}/take: the line back to its cast voice. */
    revertLineTake: build.mutation<TakeChoiceData, { documentId: string; sceneId: string }>({
      query: ({ sceneId }) => ({ url: `${scene(sceneId)}/take`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { documentId, sceneId }) =>
        error
          ? []
          : [
              { type: 'Audio', id: documentId },
              { type: 'Scene', id: `takes-${sceneId}` },
            ],
    }),
  }),
});

export const { useGetLineTakesQuery, useChooseLineTakeMutation, useRevertLineTakeMutation } =
  takesApi;
