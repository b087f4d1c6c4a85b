import { errorMessage } from '@castmyscript/api';
import { useEffect, useRef, useState } from 'react';

import { useSayTermMutation } from '../api/read-api';

/** Plays a term as the cast voice says it; one at a time, the last object URL released. */
export function useSayTerm(documentId: string) {
  const [say] = useSayTermMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const release = () => {
    audio.current?.pause();
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  useEffect(() => release, []);

  const play = async (text: string, actor?: string) => {
    setBusy(text);
    setProblem(null);
    const answer = await say({ documentId, text, ...(actor ? { actor } : {}) });
    setBusy(null);
    if ('error' in answer)
      return setProblem(errorMessage(answer.error, 'Could not say that word.'));
    release();
    url.current = answer.data;
    audio.current ??= new Audio();
    audio.current.src = answer.data;
    await audio.current.play().catch(() => setProblem('Your browser could not play the word.'));
  };
  return { play, busy, problem };
}
