import { errorMessage } from '@castmyscript/api';
import { useState } from 'react';

import { useGetNotesQuery, useReplyToNoteMutation, useResolveNoteMutation } from '../api/notes-api';
import { LINE_NOTES_TEXTS } from '../lib/line-notes-texts';

type Failure = Parameters<typeof errorMessage>[0];

/**
 * One line's notes: read from the script's notes (one request shared by every line and the
 * panel), with reply and resolve; a refusal is kept per note to show under it.
 */
export const useLineNotes = (documentId: string, lineId: string) => {
  const query = useGetNotesQuery(documentId);
  const [reply, replying] = useReplyToNoteMutation();
  const [resolve] = useResolveNoteMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const notes = (query.data ?? []).filter((note) => note.scene_id === lineId);

  const settle = (noteId: string, result: { error?: unknown }, fallback: string) => {
    const failed = 'error' in result && !!result.error;
    setProblems((all) => {
      const { [noteId]: _dropped, ...rest } = all;
      return failed ? { ...rest, [noteId]: errorMessage(result.error as Failure, fallback) } : rest;
    });
    return !failed;
  };

  return {
    notes,
    problems,
    busy,
    replying: replying.isLoading ? (replying.originalArgs?.noteId ?? null) : null,
    reply: async (noteId: string, text: string) =>
      settle(noteId, await reply({ documentId, noteId, text }), LINE_NOTES_TEXTS.replyFailed),
    setResolved: async (noteId: string, resolved: boolean) => {
      setBusy(noteId);
      settle(
        noteId,
        await resolve({ documentId, noteId, resolved }),
        LINE_NOTES_TEXTS.resolveFailed,
      );
      setBusy(null);
    },
  };
};
