import { api, type Envelope } from '@castmyscript/api';

export type DocumentSummary = {
  _id: string;
  title: string;
  created_at: string;
  page_count: number;
  status: string;
};

/** Spec 2 §7: the documents calls. Processing charges pages, so it refreshes everyone's credits. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<DocumentSummary[], void>({
      query: () => 'documents/',
      transformResponse: (response: Envelope<{ documents: DocumentSummary[] }>) =>
        response.data?.documents ?? [],
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    processDocument: build.mutation<void, string>({
      query: (id) => ({ url: `documents/${id}/process`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Document', id }, 'Credits', 'Activity'],
    }),
  }),
});

export const { useGetDocumentsQuery, useProcessDocumentMutation } = documentsApi;
