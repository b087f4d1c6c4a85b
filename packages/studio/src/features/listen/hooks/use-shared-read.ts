import { useCallback, useEffect, useState } from 'react';

import { fetchSharedRead, type SharedReadData } from '../api/shared-api';

export type SharedReadState =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'error' }
  | { status: 'ready'; read: SharedReadData };

/** How long before the signed audio URLs expire the read is fetched again for fresh ones. */
export const RENEW_BEFORE_MS = 60_000;

/**
 * The read behind a share link. The contract answers 404 for an unknown, expired or revoked
 * token alike, so all three are "no longer valid"; anything else may pass, so it
 * offers a retry. The audio URLs are short-lived: a minute before they expire the read is fetched
 * again in the background (only a live link renews them), so a long listen keeps playing.
 */
export const useSharedRead = (token: string) => {
  const [state, setState] = useState<SharedReadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void fetchSharedRead(token).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ status: 'ready', read: answer.data });
      else setState({ status: answer.status === 404 ? 'gone' : 'error' });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const expires = state.status === 'ready' ? state.read.urls_expire_at : null;
  useEffect(() => {
    if (!expires) return;
    const wait = Math.max(new Date(expires).getTime() - Date.now() - RENEW_BEFORE_MS, 1_000);
    const timer = window.setTimeout(() => {
      void fetchSharedRead(token).then((answer) => {
        if (answer.ok) setState({ status: 'ready', read: answer.data });
        else if (answer.status === 404) setState({ status: 'gone' });
      });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [expires, token]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
};
