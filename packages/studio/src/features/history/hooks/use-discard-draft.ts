import type { DocumentSummary } from '@castmyscript/api/contract';
import { useModal, useToast } from '@castmyscript/ui-kit';
import { useCallback, useState } from 'react';

import { useDeleteDocumentMutation } from '../../../shared/api/documents-api';
import { discardedMessage, discardMessage, UNPROCESSED_TEXTS as T } from '../lib/history-texts';

/**
 * Discards a later draft left before processing (issue 29): confirmed first, then deleted with
 * its file by DELETE documents/{id}, which leaves the earlier drafts and their page ledger as
 * they are. The list refetches whatever the outcome (the mutation invalidates it).
 */
export const useDiscardDraft = () => {
  const [remove] = useDeleteDocumentMutation();
  const { confirm } = useModal();
  const toast = useToast();
  const [discardingId, setDiscardingId] = useState<string | null>(null);

  const discard = useCallback(
    async (doc: DocumentSummary) => {
      const accepted = await confirm({
        header: T.discardHeader,
        message: discardMessage(doc.title, doc.draft_number),
        acceptLabel: T.discardAccept,
        rejectLabel: T.discardReject,
        danger: true,
      });
      if (!accepted) return;
      setDiscardingId(doc._id);
      const answer = await remove(doc._id);
      setDiscardingId(null);
      if ('error' in answer) toast.error(T.discardFailed);
      else toast.success(discardedMessage(doc.title, doc.draft_number));
    },
    [confirm, remove, toast],
  );

  return { discard, discardingId };
};
