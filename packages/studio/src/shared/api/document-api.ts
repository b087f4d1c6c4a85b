import { api } from '@castmyscript/api';
import type { DocumentData } from '@castmyscript/api/contract';

export type { DocumentData };

/**
 * GET documents/{id}: one document with its place among its script's drafts.
 * Shared inside the studio: the Upload step names the draft's parent, Script Scenes counts what
 * changed and the pages paid for. (Process History links drafts from the list's own fields.)
 */
export const documentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocument: build.query<DocumentData, string>({
      query: (id) => `documents/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Document', id }],
    }),
  }),
});

export const { useGetDocumentQuery } = documentApi;
