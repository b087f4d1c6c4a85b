import { api } from '@castmyscript/api';
import type { DocumentChangesData } from '@castmyscript/api/contract';

export type { DocumentChangesData };

/**
 * GET documents/{id}/changes: the lines a draft removed from the draft before
 * it, as they read there. Added and changed lines are marked on the lines list instead.
 */
export const documentChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocumentChanges: build.query<DocumentChangesData, string>({
      query: (id) => `documents/${encodeURIComponent(id)}/changes`,
      providesTags: (_result, _error, id) => [{ type: 'Document', id }],
    }),
  }),
});

export const { useGetDocumentChangesQuery } = documentChangesApi;
