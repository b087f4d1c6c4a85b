import { useCallback, useEffect, useState } from 'react';

import { fetchSharedRead, type SharedReadData } from '../api/shared-api';

export type SharedReadState =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'error' }
  | { status: 'ready'; read: SharedReadData };

/**
 * The read behind a share link. The contract answers 404 for an unknown, expired or revoked
 * token alike (issue 21), so all three are "no longer valid"; anything else may pass, so it
 * offers a retry.
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

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
};
