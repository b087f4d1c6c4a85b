import { type RefObject, useEffect } from 'react';

/** The one speed of the player bar, between 0.5x and 2x. */
export const PLAYER_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * Plays everything at `rate` with its pitch kept. The default rate is set too, since loading the
 * next line's audio resets the element's rate to it.
 */
export const usePlaybackRate = (element: RefObject<HTMLMediaElement | null>, rate: number) => {
  useEffect(() => {
    const media = element.current;
    if (!media) return;
    media.preservesPitch = true;
    media.defaultPlaybackRate = rate;
    media.playbackRate = rate;
  }, [element, rate]);
};
