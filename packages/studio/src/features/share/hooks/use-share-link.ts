import { errorMessage } from '@castmyscript/api';
import { SHARE_MESSAGES } from '@castmyscript/api/contract';
import { useModal, useToast } from '@castmyscript/ui-kit';
import { useState } from 'react';

import {
  useCreateShareLinkMutation,
  useGetShareLinkQuery,
  useRevokeShareLinkMutation,
} from '../api/share-api';
import { SHARE_TEXTS } from '../lib/share-texts';

/** The share dialog's state and actions: the live link, make or change it, copy, revoke. */
export const useShareLink = (documentId: string, open: boolean) => {
  const query = useGetShareLinkQuery(documentId, { skip: !open, refetchOnMountOrArgChange: true });
  const [create, created] = useCreateShareLinkMutation();
  const [revoke, revoked] = useRevokeShareLinkMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // Which address was copied last: the listen page's or the podcast feed's.
  const [copied, setCopied] = useState<'link' | 'feed' | null>(null);
  const toast = useToast();
  const { confirm } = useModal();

  const save = async (options: { expires_in_days: number; allow_download: boolean }) => {
    setProblem(null);
    setCopied(null);
    const result = await create({ documentId, ...options });
    if ('error' in result) setProblem(errorMessage(result.error, SHARE_TEXTS.createFailed));
    else toast.success(SHARE_MESSAGES.created);
  };

  const revokeLink = async () => {
    const accepted = await confirm({
      header: SHARE_TEXTS.revokeHeader,
      message: SHARE_TEXTS.revokeMessage,
      acceptLabel: SHARE_TEXTS.revokeAccept,
      rejectLabel: 'Keep it',
      danger: true,
    });
    if (!accepted) return;
    setProblem(null);
    const result = await revoke(documentId);
    if ('error' in result) setProblem(errorMessage(result.error, SHARE_TEXTS.revokeFailed));
    else toast.success(SHARE_MESSAGES.revoked);
  };

  const copy = async (url: string, what: 'link' | 'feed' = 'link') => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(what);
    } catch {
      setProblem(SHARE_TEXTS.copyFailed);
    }
  };

  return {
    query,
    save,
    saving: created.isLoading,
    revokeLink,
    revoking: revoked.isLoading,
    copy,
    copied,
    problem,
  };
};
