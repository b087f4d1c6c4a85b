import { api } from '@castmyscript/api';
import type { Take, TakeChoiceData, TakesData } from '@castmyscript/api/contract';

export type { Take };

const linePath = (lineId: string) => `scenes/${encodeURIComponent(lineId)}`;

/** A line's takes, and choosing one of them or the cast voice again. */
export const takesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET scenes/{sceneId}/takes: at most five, newest first. */
    getLineTakes: build.query<Take[], string>({
      query: (lineId) => `${linePath(lineId)}/takes`,
      transformResponse: (data: TakesData | null) => data?.takes ?? [],
      providesTags: (_r, _e, lineId) => [{ type: 'Scene', id: `takes-${lineId}` }],
    }),
    /** POST scenes/{sceneId}/takes/{takeId}/use: the line plays that take. */
    chooseLineTake: build.mutation<
      TakeChoiceData,
      { documentId: string; lineId: string; takeId: string }
    >({
      query: ({ lineId, takeId }) => ({
        url: `${linePath(lineId)}/takes/${encodeURIComponent(takeId)}/use`,
        method: 'POST',
      }),
      // The line list (its audio and mark) and this list's "in use" both change.
      invalidatesTags: (_r, error, { documentId, lineId }) =>
        error
          ? []
          : [
              { type: 'Audio', id: documentId },
              { type: 'Scene', id: `takes-${lineId}` },
            ],
    }),
    /** DELETE scenes/{sceneId}/take: the line back to its cast voice. */
    revertLineTake: build.mutation<TakeChoiceData, { documentId: string; lineId: string }>({
      query: ({ lineId }) => ({ url: `${linePath(lineId)}/take`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { documentId, lineId }) =>
        error
          ? []
          : [
              { type: 'Audio', id: documentId },
              { type: 'Scene', id: `takes-${lineId}` },
            ],
    }),
  }),
});

export const { useGetLineTakesQuery, useChooseLineTakeMutation, useRevertLineTakeMutation } =
  takesApi;
