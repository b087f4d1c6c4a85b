import { api } from '@castmyscript/api';
import type { DocumentData } from '@castmyscript/api/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Where one document sits among its script's drafts. */
export type DraftLink = Pick<DocumentData, '_id' | 'draft_of' | 'draft_number'>;

/**
 * Issue "Drafts": the list (GET documents/) does not say which documents are drafts of one
 * another, so Process History reads GET documents/{id} for the documents that share a title with
 * another (only those can be drafts of one script) and links them by `draft_of`. One cache entry
 * for the whole set; refreshed with the list.
 */
export const draftLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDraftLinks: build.query<DraftLink[], string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          ids.map((id) => baseQuery(`documents/${encodeURIComponent(id)}`)),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        return {
          data: answers.map((answer) => {
            const doc = answer.data as DocumentData;
            return { _id: doc._id, draft_of: doc.draft_of, draft_number: doc.draft_number };
          }),
        };
      },
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
  }),
});

export const { useGetDraftLinksQuery } = draftLinksApi;
