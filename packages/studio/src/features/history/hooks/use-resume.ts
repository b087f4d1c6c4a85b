import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useLazyGetCompletedStepsQuery } from '../../../shared/api/documents-api';
import { resumeErrorPath, resumePath } from '../lib/resume-path';

/**
 * "Process list resume": look the completed steps up afresh (never from cache: the
 * document may have moved on) and go to the last step's page; a failed lookup goes to the
 * document's error page, unless the caller handles failures itself.
 */
export const useResume = (onFailure?: (documentId: string) => void) => {
  const [lookup] = useLazyGetCompletedStepsQuery();
  const navigate = useNavigate();
  const [resumingId, setResumingId] = useState<string | null>(null);

  const resume = useCallback(
    async (documentId: string) => {
      setResumingId(documentId);
      const answer = await lookup(documentId, false);
      setResumingId(null);
      if (answer.error || !answer.data) {
        if (onFailure) onFailure(documentId);
        else navigate(resumeErrorPath(documentId));
        return;
      }
      navigate(resumePath(documentId, answer.data));
    },
    [lookup, navigate, onFailure],
  );

  return { resume, resumingId };
};
