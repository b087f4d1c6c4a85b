import { useToast } from '@castmyscript/ui-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { SESSION_EXPIRED_MESSAGE, sessionExpiryChannel } from '../session-expiry';

/** Info toast, then /sign-in — unless the user is already there. */
export const SessionExpiryNotice = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(
    () =>
      sessionExpiryChannel.subscribe(() => {
        if (pathname === '/sign-in') return;
        toast.info(SESSION_EXPIRED_MESSAGE);
        navigate('/sign-in', { replace: true });
      }),
    [navigate, pathname, toast],
  );
  return null;
};
