import { api } from '@castmyscript/api';
import type {
  AudioFormat,
  AudioScene,
  AudioSpeed,
  AudioStatusData,
  AudioUrlsData,
  DownloadAudioData,
  DownloadStemsData,
  LineAudioData,
} from '@castmyscript/api/contract';

export type { AudioScene, AudioSpeed };

const doc = (documentId: string) => encodeURIComponent(documentId);

/** Calls of the Audio Production screen. */
export const audioApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Signed URLs expire, so each visit reads them fresh (see the page's refetch option). */
    getAudioUrls: build.query<AudioScene[], string>({
      query: (documentId) => `scenes/document/${doc(documentId)}/audio-urls`,
      transformResponse: (data: AudioUrlsData | null) =>
        [...(data?.audio_scenes ?? [])].sort((a, b) => a.scene_index - b.scene_index),
      providesTags: (_result, _error, documentId) => [{ type: 'Audio', id: documentId }],
    }),
    /** GET scenes/{documentId}/generate-audio/{sceneId}/{speed}: one line again at a speed. */
    generateLineAudio: build.mutation<
      LineAudioData,
      { documentId: string; lineId: string; speed: AudioSpeed }
    >({
      query: ({ documentId, lineId, speed }) =>
        `scenes/${doc(documentId)}/generate-audio/${encodeURIComponent(lineId)}/${speed}`,
    }),
    /**
     * The player's "N lines need audio" makes only those (failed lines left as they
     * are), charged as Generate is; the list and status are read again to follow it.
     */
    generatePendingAudio: build.mutation<AudioStatusData, string>({
      query: (documentId) => ({
        url: `scenes/document/${doc(documentId)}/generate-audio`,
        method: 'POST',
        body: { only_pending: true },
      }),
      invalidatesTags: (_result, _error, documentId) => [{ type: 'Audio', id: documentId }],
    }),
    /** Free plans answer 403. */
    downloadAudio: build.mutation<DownloadAudioData, { documentId: string; format: AudioFormat }>({
      query: ({ documentId, format }) => ({
        url: `scenes/document/${doc(documentId)}/download-audio`,
        method: 'POST',
        body: { format },
      }),
    }),
    /** One WAV per character and the narrator, labels and cues; paid plans as above. */
    downloadStems: build.mutation<DownloadStemsData, string>({
      query: (documentId) => ({
        url: `documents/${doc(documentId)}/download-stems`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useGetAudioUrlsQuery,
  useGenerateLineAudioMutation,
  useGeneratePendingAudioMutation,
  useDownloadAudioMutation,
  useDownloadStemsMutation,
} = audioApi;
