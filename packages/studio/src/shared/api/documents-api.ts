import { api } from '@castmyscript/api';
import type { DocumentData, DocumentSummary } from '@castmyscript/api/contract';

export type { DocumentSummary };

/** The documents list (process history), completed steps and deletion. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<DocumentSummary[], void>({
      query: () => 'documents/',
      transformResponse: (data: { documents: DocumentSummary[] } | null) => data?.documents ?? [],
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    /** Step names done so far, in workflow order; derived by the server each time. */
    getCompletedSteps: build.query<string[], string>({
      query: (id) => `documents/${encodeURIComponent(id)}/completed/steps`,
      transformResponse: (steps: string[] | null) => steps ?? [],
      providesTags: (_result, _error, id) => [{ type: 'Document', id }],
    }),
    /** The document, its lines, audio and files. The list refetches either way. */
    deleteDocument: build.mutation<void, string>({
      query: (id) => ({ url: `documents/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // RTK invalidates after a failure too, which is the refetch the spec asks for.
      invalidatesTags: [{ type: 'Document', id: 'LIST' }, 'Activity'],
    }),
    /** Renames the script; every draft of it shows the new title, so all refetch. */
    renameDocument: build.mutation<DocumentData, { id: string; title: string }>({
      query: ({ id, title }) => ({
        url: `documents/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { title },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Document']),
    }),
  }),
});

export const {
  useGetDocumentsQuery,
  useGetCompletedStepsQuery,
  useLazyGetCompletedStepsQuery,
  useDeleteDocumentMutation,
  useRenameDocumentMutation,
} = documentsApi;
