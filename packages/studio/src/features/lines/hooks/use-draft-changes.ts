import { skipToken } from '@reduxjs/toolkit/query';

import { useGetDocumentQuery } from '../../../shared/api/document-api';
import { useGetDocumentChangesQuery } from '../api/document-changes-api';

/**
 * What a later draft changed, for the "What changed" view. `draft` is null for a
 * first draft (and until the document is known): the view then shows nothing. The removed lines
 * are asked for only once the document says it is a later draft.
 */
export const useDraftChanges = (documentId: string) => {
  const document = useGetDocumentQuery(documentId, { refetchOnMountOrArgChange: true });
  const changes = document.data?.changes;
  const isLaterDraft = !!changes && (document.data?.draft_number ?? 1) > 1;
  const removed = useGetDocumentChangesQuery(isLaterDraft ? documentId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return {
    draft:
      isLaterDraft && document.data && changes
        ? { number: document.data.draft_number, changes }
        : null,
    removed: {
      lines: removed.data?.removed,
      loading: removed.isLoading,
      failed: removed.isError && !removed.data,
      retry: () => void removed.refetch(),
    },
  };
};

export type DraftChangesView = ReturnType<typeof useDraftChanges>;
