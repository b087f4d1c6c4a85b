import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { scrollToId } from '../../../shared/lib/scroll-to-id';

/**
 * Scrolls to the section named by the address hash: on arrival (`/#pricing` from another page
 * or a shared link) and on every header link click, even a second click on the same link
 * (each navigation has a new location key).
 */
export const useScrollToHash = () => {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToId(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);
};
