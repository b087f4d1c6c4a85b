import { api } from '@castmyscript/api';
import type {
  AddScenesBody,
  SaveScenesBody,
  Scene,
  ScenesData,
  UpdateSceneQuery,
} from '@castmyscript/api/contract';

export type { Scene };

type UpdateArgs = { sceneId: string; documentId: string } & Partial<UpdateSceneQuery>;

/** encodeURIComponent, not URLSearchParams: a space must travel as %20, never as '+'. */
const queryString = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** The voice screen's actors follow every change made here. */
const actorsOf = (documentId: string) => [{ type: 'Actor' as const, id: documentId }];

/**
 * Scenes calls. The Script Scenes screen keeps its own working copy of the lines, so
 * these calls answer it directly instead of refetching the list; the page reads the list fresh
 * on every visit.
 */
export const scenesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScenes: build.query<Scene[], string>({
      query: (documentId) => `scenes/document/${encodeURIComponent(documentId)}`,
      transformResponse: (data: ScenesData | null) => data?.scenes ?? [],
      providesTags: (_result, _error, documentId) => [{ type: 'Scene', id: documentId }],
    }),
    saveScenes: build.mutation<Scene[], { documentId: string } & SaveScenesBody>({
      query: ({ documentId, scenes }) => ({
        url: `scenes/document/${encodeURIComponent(documentId)}`,
        method: 'POST',
        body: { scenes },
      }),
      transformResponse: (data: ScenesData | null) => data?.scenes ?? [],
      invalidatesTags: (_result, _error, { documentId }) => actorsOf(documentId),
    }),
    addScenes: build.mutation<Scene[], { documentId: string; scenes: AddScenesBody }>({
      query: ({ documentId, scenes }) => ({
        url: `scenes/document/${encodeURIComponent(documentId)}/add`,
        method: 'POST',
        body: scenes,
      }),
      transformResponse: (scenes: Scene[] | null) => scenes ?? [],
      invalidatesTags: (_result, _error, { documentId }) => actorsOf(documentId),
    }),
    /** The dialog goes URL-encoded in `scene_text`; beyond the spec also `actor`. */
    updateScene: build.mutation<Scene, UpdateArgs>({
      query: ({ sceneId, documentId: _documentId, ...params }) => ({
        url: `scenes/${encodeURIComponent(sceneId)}/update-text?${queryString(params)}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { documentId }) => actorsOf(documentId),
    }),
  }),
});

export const {
  useGetScenesQuery,
  useSaveScenesMutation,
  useAddScenesMutation,
  useUpdateSceneMutation,
} = scenesApi;
