import { Outlet } from 'react-router-dom';

import { SessionExpiryNotice } from '../features/session/components/session-expiry-notice';

/** Everything inside the router that is not a page: the session-expiry listener for now. */
export const RootFrame = () => (
  <>
    <SessionExpiryNotice />
    <Outlet />
  </>
);
