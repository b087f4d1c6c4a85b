import { useCallback, useRef } from 'react';

/**
 * What the one audio element has loaded: loading the same audio again is skipped, so a paused
 * line resumes where it was; `forget` makes the next load start from the top.
 */
export const useLineSource = () => {
  const loaded = useRef<string | null>(null);

  /** Loads `src` (kept if it is loaded already) at `offset` seconds, if given. */
  const load = useCallback((element: HTMLMediaElement, src: string, offset?: number) => {
    if (loaded.current !== src) {
      element.src = src;
      loaded.current = src;
    }
    if (offset !== undefined) element.currentTime = offset;
  }, []);

  const forget = useCallback(() => {
    loaded.current = null;
  }, []);
  const current = useCallback(() => loaded.current, []);

  return { load, forget, current };
};
