import { api } from '@castmyscript/api';
import type { AudioScene, AudioUrlsData } from '@castmyscript/api/contract';

/**
 * The lines of a document's table read, for the history's play button (beyond the spec). It uses
 * audio-urls rather than the combined download: listening online is allowed on every
 * plan, downloading is not. Signed URLs expire, so each play reads them fresh.
 */
export const tableReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTableReadLines: build.query<AudioScene[], string>({
      query: (documentId) => `scenes/document/${encodeURIComponent(documentId)}/audio-urls`,
      transformResponse: (data: AudioUrlsData | null) =>
        [...(data?.audio_scenes ?? [])].sort((a, b) => a.scene_index - b.scene_index),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetTableReadLinesQuery } = tableReadApi;
