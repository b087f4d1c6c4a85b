import { api } from '@castmyscript/api';
import type {
  ActorsData,
  SaveVoiceAssignmentsBody,
  Voice,
  VoiceAssignmentsData,
  VoicesData,
} from '@castmyscript/api/contract';

export type { Voice, VoiceAssignmentsData };

const doc = (documentId: string) => encodeURIComponent(documentId);

/**
 * Calls of the Voice Assignment screen: the catalogue, the document's characters, its
 * saved casting (with the server's suggestions) and saving it, and starting generation.
 */
export const voicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoices: build.query<Voice[], void>({
      query: () => 'voices/',
      transformResponse: (data: VoicesData | null) => data?.voices ?? [],
      providesTags: ['Voice'],
    }),
    /** The Script Scenes calls invalidate this tag, so the cast follows every edit there. */
    getActors: build.query<string[], string>({
      query: (documentId) => `scenes/document/${doc(documentId)}/actors`,
      transformResponse: (data: ActorsData | null) => data?.actors ?? [],
      providesTags: (_result, _error, documentId) => [{ type: 'Actor', id: documentId }],
    }),
    getVoiceAssignments: build.query<VoiceAssignmentsData, string>({
      query: (documentId) => `scenes/document/${doc(documentId)}/voice-assignments`,
      transformResponse: (data: VoiceAssignmentsData | null) => data ?? { assignments: {} },
      providesTags: (_result, _error, documentId) => [{ type: 'Assignment', id: documentId }],
    }),
    saveVoiceAssignments: build.mutation<void, { documentId: string } & SaveVoiceAssignmentsBody>({
      query: ({ documentId, assignments }) => ({
        url: `scenes/document/${doc(documentId)}/voice-assignments`,
        method: 'POST',
        body: { assignments },
      }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Assignment', id: documentId },
      ],
    }),
    /** Answer not used; progress is read from audio-status. */
    startAudioGeneration: build.mutation<void, string>({
      query: (documentId) => ({
        url: `scenes/document/${doc(documentId)}/generate-audio`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, documentId) => [{ type: 'Audio', id: documentId }],
    }),
  }),
});

export const {
  useGetVoicesQuery,
  useGetActorsQuery,
  useGetVoiceAssignmentsQuery,
  useSaveVoiceAssignmentsMutation,
  useStartAudioGenerationMutation,
} = voicesApi;
