import { useCallback } from 'react';

import { usePatchLineMutation } from '../../../shared/api/line-api';
import { useRetakeLineMutation } from '../api/retake-api';
import type { LineValues } from '../forms/line-schema';
import { changedLine, type LineProblem, lineProblem } from '../lib/line-edit';

export const LINE_EDIT_TEXTS = {
  saveFailed: 'The line could not be saved.',
  remakeFailed: 'The line was saved, but its audio could not be made again:',
  remakeFallback: 'please try again.',
} as const;

/**
 * Saves a line's edit and, when asked, makes that line's audio again at once (the same call as
 * "Another take", with the words as saved). Answers what went wrong, or null when all was done.
 */
export const useLineEdit = (documentId: string, lineId: string) => {
  const [patch, patched] = usePatchLineMutation();
  const [retake, retaken] = useRetakeLineMutation();

  const save = useCallback(
    async (
      initial: LineValues,
      values: LineValues,
      regenerate: boolean,
    ): Promise<LineProblem | null> => {
      const body = changedLine(initial, values);
      let words = values.text;
      if (Object.keys(body).length > 0) {
        const answer = await patch({ documentId, lineId, body });
        if ('error' in answer) return lineProblem(answer.error, LINE_EDIT_TEXTS.saveFailed);
        words = answer.data.dialog;
      }
      if (!regenerate) return null;
      const made = await retake({ documentId, lineId, body: { text: words } });
      if (!('error' in made)) return null;
      const why = lineProblem(made.error, LINE_EDIT_TEXTS.remakeFallback).message;
      return { message: `${LINE_EDIT_TEXTS.remakeFailed} ${why}` };
    },
    [documentId, lineId, patch, retake],
  );

  return { save, busy: patched.isLoading || retaken.isLoading };
};
