import { errorMessage } from '@castmyscript/api';
import { useEffect, useRef, useState } from 'react';

import { isNoResponse } from '../../../shared/lib/auth-error';
import { NOTICES } from '../../../shared/lib/messages';
import { verificationStorage } from '../../../shared/lib/verification-storage';
import { useVerifyEmailMutation } from '../api/verify-email-api';

export type VerifyState =
  { status: 'verifying' } | { status: 'success' } | { status: 'error'; message: string };

/** Verifying, then success (isVerified stored as 'true') or error; sent once per token. */
export const useVerifyEmail = (token: string) => {
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A verification token is single-use: a second request would report it as already used.
    if (sentFor.current === token) return;
    sentFor.current = token;
    setState({ status: 'verifying' });
    void verify(token).then((result) => {
      if ('error' in result) {
        const message = isNoResponse(result.error)
          ? NOTICES.verifyFailed
          : errorMessage(result.error, NOTICES.verifyFailed);
        return setState({ status: 'error', message });
      }
      verificationStorage.markVerified();
      setState({ status: 'success' });
    });
  }, [token, verify]);

  return state;
};
