import { sessionStarted, tokenStorage, useAppDispatch } from '@castmyscript/api';
import { useToast } from '@castmyscript/ui-kit';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { NOTICES } from '../lib/messages';
import type { SessionTokens } from './session-api';

/** After any sign-in: store the tokens, tell the store, toast and open the dashboard. */
export const useStartSession = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (tokens: SessionTokens, email: string) => {
      tokenStorage.startSession(tokens, tokens.email ?? email);
      dispatch(sessionStarted());
      toast.success(NOTICES.loginSuccess);
      navigate('/dashboard', { replace: true });
    },
    [dispatch, navigate, toast],
  );
};
