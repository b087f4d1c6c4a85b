import type { DocumentSummary } from '@castmyscript/api/contract';
import { useModal, useToast } from '@castmyscript/ui-kit';
import { useCallback, useState } from 'react';

import { useDeleteDocumentMutation } from '../../../shared/api/documents-api';
import { deletedMessage, deleteMessage, HISTORY_TEXTS } from '../lib/history-texts';

/**
 * Delete with a confirmation: the list refetches whatever the outcome (the
 * mutation invalidates it), and a failure says so in the spec's words (§8).
 */
export const useDeleteDocument = (beforeDelete?: (documentId: string) => void) => {
  const [remove] = useDeleteDocumentMutation();
  const { confirm } = useModal();
  const toast = useToast();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const deleteDocument = useCallback(
    async (doc: DocumentSummary) => {
      const accepted = await confirm({
        header: HISTORY_TEXTS.deleteHeader,
        message: deleteMessage(doc.title),
        acceptLabel: HISTORY_TEXTS.deleteAccept,
        rejectLabel: HISTORY_TEXTS.deleteReject,
        danger: true,
      });
      if (!accepted) return;
      beforeDelete?.(doc._id);
      setDeletingId(doc._id);
      const answer = await remove(doc._id);
      setDeletingId(null);
      if ('error' in answer) toast.error(HISTORY_TEXTS.deleteFailed);
      else toast.success(deletedMessage(doc.title));
    },
    [beforeDelete, confirm, remove, toast],
  );

  return { deleteDocument, deletingId };
};
