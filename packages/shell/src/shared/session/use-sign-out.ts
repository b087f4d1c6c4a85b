import { sessionEnded, tokenStorage, useAppDispatch } from '@castmyscript/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Clear the refresh token, email and access token, then go to /sign-in. */
export const useSignOut = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    tokenStorage.clear();
    dispatch(sessionEnded());
    navigate('/sign-in', { replace: true });
  }, [dispatch, navigate]);
};
