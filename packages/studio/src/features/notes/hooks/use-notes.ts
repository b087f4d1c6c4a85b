import { errorMessage } from '@castmyscript/api';
import { useModal } from '@castmyscript/ui-kit';
import { useState } from 'react';

import {
  useAddNoteMutation,
  useDeleteNoteMutation,
  useEditNoteMutation,
  useGetNotesQuery,
} from '../api/notes-api';
import { NOTES_TEXTS } from '../lib/notes-texts';

/** The Notes panel's data and actions; a refusal is kept to show under the panel's title. */
export const useNotes = (documentId: string) => {
  const query = useGetNotesQuery(documentId, { refetchOnMountOrArgChange: true });
  const [add, added] = useAddNoteMutation();
  const [edit, edited] = useEditNoteMutation();
  const [remove] = useDeleteNoteMutation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { confirm } = useModal();

  const settle = (result: { error?: unknown }, fallback: string) => {
    if (!('error' in result) || !result.error) return true;
    setProblem(errorMessage(result.error as Parameters<typeof errorMessage>[0], fallback));
    return false;
  };

  return {
    query,
    problem,
    saving: added.isLoading || edited.isLoading,
    deleting,
    add: async (body: { scene_id: string; text: string; at_s?: number }) => {
      setProblem(null);
      return settle(await add({ documentId, ...body }), NOTES_TEXTS.saveFailed);
    },
    edit: async (noteId: string, text: string) => {
      setProblem(null);
      return settle(await edit({ documentId, noteId, text }), NOTES_TEXTS.saveFailed);
    },
    remove: async (noteId: string) => {
      const accepted = await confirm({
        header: NOTES_TEXTS.deleteHeader,
        message: NOTES_TEXTS.deleteMessage,
        acceptLabel: 'Delete note',
        rejectLabel: 'Keep it',
        danger: true,
      });
      if (!accepted) return;
      setProblem(null);
      setDeleting(noteId);
      settle(await remove({ documentId, noteId }), NOTES_TEXTS.deleteFailed);
      setDeleting(null);
    },
  };
};
