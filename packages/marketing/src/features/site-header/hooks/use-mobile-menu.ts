import { type RefObject, useCallback, useEffect, useState } from 'react';

import { useBodyScrollLock } from './use-body-scroll-lock';

/** PrimeFlex's large breakpoint, the one the shell uses too: at and above it links sit inline. */
export const LARGE_SCREEN_QUERY = '(min-width: 992px)';

/**
 * The full-height menu below the large breakpoint: locks page scroll while open,
 * closes on Escape (focus back on the toggle) and when the window grows past the breakpoint.
 */
export const useMobileMenu = (toggleRef: RefObject<HTMLButtonElement | null>) => {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const large =
      typeof window.matchMedia === 'function' ? window.matchMedia(LARGE_SCREEN_QUERY) : null;
    const onResize = () => {
      if (large?.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    large?.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      large?.removeEventListener('change', onResize);
    };
  }, [open, toggleRef]);

  return { open, toggle, close };
};
