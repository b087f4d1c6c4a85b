import { useState } from 'react';

import { postListenerNote } from '../api/shared-api';
import { LISTEN_TEXTS } from '../lib/listen-texts';

/** Sends one listener note; the API's own message is shown on a refusal (429 above all). */
export const useListenerNote = (token: string) => {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (note: { scene_id: string; author_name: string; text: string }) => {
    setSending(true);
    setError(null);
    const answer = await postListenerNote(token, note);
    setSending(false);
    if (answer.ok) return true;
    const fallback = answer.status === 429 ? LISTEN_TEXTS.rateLimited : LISTEN_TEXTS.noteFailed;
    setError(answer.message ?? fallback);
    return false;
  };

  return { send, sending, error, clearError: () => setError(null) };
};
