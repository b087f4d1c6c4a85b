import { api } from '@castmyscript/api';
import type {
  AddScenesBody,
  SaveScenesBody,
  Scene,
  ScenesData,
  UpdateSceneQuery,
} from '@castmyscript/api/contract';

export type { Scene };

type UpdateArgs = { lineId: string; documentId: string } & Partial<UpdateSceneQuery>;

/** encodeURIComponent, not URLSearchParams: a space must travel as %20, never as '+'. */
const queryString = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** The voice screen's actors follow every change made here. */
const actorsOf = (documentId: string) => [{ type: 'Actor' as const, id: documentId }];

/**
 * The Script Scenes screen's calls: the spec's `scenes` routes and fields, named lines here.
 * The screen keeps its own working copy of the lines, so these calls answer it directly
 * instead of refetching the list; the page reads the list fresh on every visit.
 */
export const linesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLines: build.query<Scene[], string>({
      query: (documentId) => `scenes/document/${encodeURIComponent(documentId)}`,
      transformResponse: (data: ScenesData | null) => data?.scenes ?? [],
      providesTags: (_result, _error, documentId) => [{ type: 'Scene', id: documentId }],
    }),
    saveLines: build.mutation<Scene[], { documentId: string; lines: SaveScenesBody['scenes'] }>({
      query: ({ documentId, lines }) => ({
        url: `scenes/document/${encodeURIComponent(documentId)}`,
        method: 'POST',
        body: { scenes: lines } satisfies SaveScenesBody,
      }),
      transformResponse: (data: ScenesData | null) => data?.scenes ?? [],
      invalidatesTags: (_result, _error, { documentId }) => actorsOf(documentId),
    }),
    addLines: build.mutation<Scene[], { documentId: string; lines: AddScenesBody }>({
      query: ({ documentId, lines }) => ({
        url: `scenes/document/${encodeURIComponent(documentId)}/add`,
        method: 'POST',
        body: lines,
      }),
      transformResponse: (lines: Scene[] | null) => lines ?? [],
      invalidatesTags: (_result, _error, { documentId }) => actorsOf(documentId),
    }),
    /** The dialog goes URL-encoded in `scene_text`; beyond the spec also `actor`. */
    updateLine: build.mutation<Scene, UpdateArgs>({
      query: ({ lineId, documentId: _documentId, ...params }) => ({
        url: `scenes/${encodeURIComponent(lineId)}/update-text?${queryString(params)}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { documentId }) => actorsOf(documentId),
    }),
  }),
});

export const {
  useGetLinesQuery,
  useSaveLinesMutation,
  useAddLinesMutation,
  useUpdateLineMutation,
} = linesApi;
