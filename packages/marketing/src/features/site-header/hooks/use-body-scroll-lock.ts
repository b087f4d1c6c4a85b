import { useEffect } from 'react';

/**
 * While `locked`, the page behind an overlay cannot scroll (the open mobile menu).
 * Overflow on <body> propagates to the viewport, which is what scrolls the page.
 */
export const useBodyScrollLock = (locked: boolean) => {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
};
