import { api } from '@castmyscript/api';
import type { CarryOverData } from '@castmyscript/api/contract';

import { documentChangesApi } from './document-changes-api';

/**
 * POST documents/{id}/carry-over: the previous draft's in-app edits this draft's file lacks,
 * written onto its lines — those of `lineIds`, or all. The answer's list of what is left
 * replaces the one in the draft's changes; the lines need audio again, so the audio is re-read.
 */
export const carryOverApi = api.injectEndpoints({
  endpoints: (build) => ({
    carryOver: build.mutation<CarryOverData, { documentId: string; lineIds?: string[] }>({
      query: ({ documentId, lineIds }) => ({
        url: `documents/${encodeURIComponent(documentId)}/carry-over`,
        method: 'POST',
        body: lineIds ? { scene_ids: lineIds } : {},
      }),
      async onQueryStarted({ documentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          documentChangesApi.util.updateQueryData('getDocumentChanges', documentId, (draft) => {
            draft.carry_over = data.carry_over;
          }),
        );
      },
      invalidatesTags: (_result, error, { documentId }) =>
        error
          ? []
          : [
              { type: 'Audio', id: documentId },
              { type: 'Actor', id: documentId },
            ],
    }),
  }),
});

export const { useCarryOverMutation } = carryOverApi;
