import { api } from '@castmyscript/api';
import type { PatchSceneBody, Scene, ScenesData } from '@castmyscript/api/contract';

export type { PatchSceneBody, Scene };

type PatchArgs = { documentId: string; lineId: string; body: PatchSceneBody };

/**
 * One line changed in place, from Audio Production or Script Scenes: its type, words, speaker
 * and parentheticals in one JSON call. Shared inside the studio because both screens edit lines
 * and features do not import each other.
 */
export const lineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The script's lines with their parentheticals, which the audio list does not carry: the
     * line editor starts from them. Read fresh each time an editor opens.
     */
    getScriptLines: build.query<Scene[], string>({
      query: (documentId) => `scenes/document/${encodeURIComponent(documentId)}`,
      transformResponse: (data: ScenesData | null) => data?.scenes ?? [],
      providesTags: (_result, _error, documentId) => [{ type: 'Scene', id: `lines-${documentId}` }],
    }),
    /** PATCH scenes/{sceneId}: only the fields given change; answers the line as stored. */
    patchLine: build.mutation<Scene, PatchArgs>({
      query: ({ lineId, body }) => ({
        url: `scenes/${encodeURIComponent(lineId)}`,
        method: 'PATCH',
        body,
      }),
      // The audio list (its words, speaker, status), the voice screen's actors and the editor's
      // copy of the lines all follow a saved edit; Script Scenes keeps its own working copy.
      invalidatesTags: (_result, error, { documentId }) =>
        error
          ? []
          : [
              { type: 'Audio', id: documentId },
              { type: 'Actor', id: documentId },
              { type: 'Scene', id: `lines-${documentId}` },
            ],
    }),
  }),
});

export const { useGetScriptLinesQuery, usePatchLineMutation } = lineApi;
