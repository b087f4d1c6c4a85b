import { api } from '@castmyscript/api';
import type { AudioScene, RetakeBody, Voice, VoicesData } from '@castmyscript/api/contract';

export type { RetakeBody, Voice };

/** One line, another take: the call and the voices a take may use. */
export const retakeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The catalogue, for the take's voice picker (the Voices screen reads it as `getVoices`). */
    getTakeVoices: build.query<Voice[], void>({
      query: () => 'voices/',
      transformResponse: (data: VoicesData | null) => data?.voices ?? [],
    }),
    /** POST scenes/document/{id}/retake/{sceneId}: only that line is made again, now. */
    retakeLine: build.mutation<
      AudioScene,
      { documentId: string; lineId: string; body: RetakeBody }
    >({
      query: ({ documentId, lineId, body }) => ({
        url: `scenes/document/${encodeURIComponent(documentId)}/retake/${encodeURIComponent(lineId)}`,
        method: 'POST',
        body,
      }),
      // The list, its status and the runtime read the new take. A 409 says the screen is behind
      // (Generate pressed in another tab): read again, it shows the progress and holds the form.
      invalidatesTags: (_result, error, { documentId }) =>
        !error || error.status === 409 ? [{ type: 'Audio', id: documentId }] : [],
    }),
  }),
});

export const { useGetTakeVoicesQuery, useRetakeLineMutation } = retakeApi;
