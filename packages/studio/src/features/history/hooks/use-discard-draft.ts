import type { DocumentSummary } from '@castmyscript/api/contract';
import { useModal, useToast } from '@castmyscript/ui-kit';
import { useCallback, useState } from 'react';

import { useDeleteDocumentMutation } from '../../../shared/api/documents-api';
import { discardedMessage, discardMessage, UNPROCESSED_TEXTS } from '../lib/history-texts';

/**
 * Discards a later draft left before processing: confirmed first, then deleted with
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
        header: UNPROCESSED_TEXTS.discardHeader,
        message: discardMessage(doc.title, doc.draft_number),
        acceptLabel: UNPROCESSED_TEXTS.discardAccept,
        rejectLabel: UNPROCESSED_TEXTS.discardReject,
        danger: true,
      });
      if (!accepted) return;
      setDiscardingId(doc._id);
      const answer = await remove(doc._id);
      setDiscardingId(null);
      if ('error' in answer) toast.error(UNPROCESSED_TEXTS.discardFailed);
      else toast.success(discardedMessage(doc.title, doc.draft_number));
    },
    [confirm, remove, toast],
  );

  return { discard, discardingId };
};
