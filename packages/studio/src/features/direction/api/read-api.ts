import { api } from '@castmyscript/api';
import type { ReadSettings, RuntimeData, SayBody } from '@castmyscript/api/contract';

export type { ReadSettings, RuntimeData };

const doc = (documentId: string) => encodeURIComponent(documentId);
const settingsTag = (documentId: string) => ({
  type: 'Document' as const,
  id: `read:${documentId}`,
});

/** A script's read settings, a term said aloud, and the runtime report. */
export const readApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReadSettings: build.query<ReadSettings, string>({
      query: (documentId) => `documents/${doc(documentId)}/read-settings`,
      providesTags: (_result, _error, documentId) => [settingsTag(documentId)],
    }),
    /** A change makes the lines it affects pending: the lines, status and runtime are read again. */
    saveReadSettings: build.mutation<ReadSettings, { documentId: string; settings: ReadSettings }>({
      query: ({ documentId, settings }) => ({
        url: `documents/${doc(documentId)}/read-settings`,
        method: 'PUT',
        body: settings,
      }),
      invalidatesTags: (_result, error, { documentId }) =>
        error ? [] : [settingsTag(documentId), { type: 'Audio', id: documentId }],
    }),
    /** The MP3 of a term as a character's voice says it, as an object URL to play. */
    sayTerm: build.mutation<string, { documentId: string } & SayBody>({
      query: ({ documentId, ...body }) => ({
        url: `documents/${doc(documentId)}/read-settings/say`,
        method: 'POST',
        body,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
    getRuntime: build.query<RuntimeData, string>({
      query: (documentId) => `documents/${doc(documentId)}/runtime`,
      providesTags: (_result, _error, documentId) => [{ type: 'Audio', id: documentId }],
    }),
  }),
});

export const {
  useGetReadSettingsQuery,
  useSaveReadSettingsMutation,
  useSayTermMutation,
  useGetRuntimeQuery,
} = readApi;
