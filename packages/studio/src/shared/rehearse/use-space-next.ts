import { useEffect, useRef } from 'react';

/** Where Space already means something: typing, choosing, pressing a control. */
const OWN_SPACE = 'input, select, textarea, button, a[href], [contenteditable="true"]';

/**
 * While a rehearsal runs, Space ends the wait for the actor's line, so an actor with
 * the script in hand needs no pointer. Controls keep their own Space.
 */
export const useSpaceNext = (on: boolean, onSpace: () => void) => {
  const latest = useRef(onSpace);
  useEffect(() => {
    latest.current = onSpace;
  });
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if ((event.target as Element | null)?.closest?.(OWN_SPACE)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on]);
};
