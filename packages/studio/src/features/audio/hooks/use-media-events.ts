import { useEffect, useRef, type RefObject } from 'react';

export type MediaHandlers = Partial<Record<'play' | 'pause' | 'ended' | 'error', () => void>>;

/**
 * Listens to the element's media events for as long as the screen lives, always calling the
 * latest handlers; unmounting also pauses it, so leaving the screen silences it.
 */
export const useMediaEvents = (
  element: RefObject<HTMLMediaElement | null>,
  handlers: MediaHandlers,
) => {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const media = element.current;
    if (!media) return;
    const types = ['play', 'pause', 'ended', 'error'] as const;
    const listeners = types.map((type) => [type, () => latest.current[type]?.()] as const);
    listeners.forEach(([type, listener]) => media.addEventListener(type, listener));
    return () => {
      listeners.forEach(([type, listener]) => media.removeEventListener(type, listener));
      media.pause();
    };
  }, [element]);
};
