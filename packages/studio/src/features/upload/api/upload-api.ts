import { api } from '@castmyscript/api';
import type {
  DocumentQuoteData,
  DocumentStatusData,
  DocumentSummary,
  PresignedUploadBody,
  PresignedUploadData,
} from '@castmyscript/api/contract';

/**
 * Request an upload address, (PUT the file: see put-with-progress), confirm,
 * start processing, read the status; for a draft, what processing will charge first. Processing
 * charges pages, so it refreshes the credits.
 */
export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestUploadUrl: build.mutation<PresignedUploadData, PresignedUploadBody>({
      query: (body) => ({ url: 'documents/presigned-upload', method: 'POST', body }),
    }),
    confirmUpload: build.mutation<DocumentSummary, string>({
      query: (id) => ({ url: `documents/${encodeURIComponent(id)}/confirm`, method: 'POST' }),
      invalidatesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    processDocument: build.mutation<DocumentStatusData, string>({
      query: (id) => ({ url: `documents/${encodeURIComponent(id)}/process`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Document', id },
        { type: 'Document', id: 'LIST' },
        'Credits',
        'Activity',
      ],
    }),
    // The cost before Continue Processing charges it. No tag: processing must not
    // ask it again (a processed document has no quote).
    getDocumentQuote: build.query<DocumentQuoteData, string>({
      query: (id) => `documents/${encodeURIComponent(id)}/quote`,
    }),
    getDocumentStatus: build.query<DocumentStatusData, string>({
      query: (id) => `documents/${encodeURIComponent(id)}/status`,
      providesTags: (_result, _error, id) => [{ type: 'Document', id }],
    }),
  }),
});

export const {
  useRequestUploadUrlMutation,
  useConfirmUploadMutation,
  useProcessDocumentMutation,
  useGetDocumentQuoteQuery,
  useGetDocumentStatusQuery,
} = uploadApi;
