import { api } from '@castmyscript/api';
import type { AudioStatusData } from '@castmyscript/api/contract';

export type { AudioStatusData };

/** GET audio-status: the overall status and the counts. */
export const audioStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudioStatus: build.query<AudioStatusData, string>({
      query: (documentId) => `scenes/document/${encodeURIComponent(documentId)}/audio-status`,
      providesTags: (_result, _error, documentId) => [{ type: 'Audio', id: documentId }],
    }),
  }),
});

export const { useGetAudioStatusQuery } = audioStatusApi;
