import { useEffect, useRef } from 'react';

/** What the lock screen shows: the read's title, and who is speaking as the artist. */
export type MediaSessionTrack = { title: string; artist: string; album?: string };

export type MediaSessionHandlers = {
  play?: () => void;
  pause?: () => void;
  previoustrack?: () => void;
  nexttrack?: () => void;
  /** Seconds into the current line. */
  seekto?: (seconds: number) => void;
};

const ACTIONS = ['play', 'pause', 'previoustrack', 'nexttrack', 'seekto'] as const;

/** Browsers without the API (and jsdom) simply get no lock-screen controls. */
const session = () =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

/**
 * The phone's lock screen and a headset's buttons drive the player through the Media Session
 * API: `track` is shown (null clears it), the handlers answer play/pause/previous/next/seek, and
 * the playback state follows `playing`. Handlers are read when an action comes, so they may
 * change every render; all are removed when the screen goes, so a page that no longer plays
 * is not left answering the lock screen.
 */
export const useMediaSession = (
  track: MediaSessionTrack | null,
  handlers: MediaSessionHandlers,
  playing: boolean,
) => {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const { title = '', artist = '', album = '' } = track ?? {};
  const shown = track !== null;
  useEffect(() => {
    const media = session();
    if (!media) return;
    media.metadata =
      shown && typeof MediaMetadata !== 'undefined'
        ? new MediaMetadata({ title, artist, album })
        : null;
  }, [shown, title, artist, album]);

  useEffect(() => {
    const media = session();
    if (media) media.playbackState = !shown ? 'none' : playing ? 'playing' : 'paused';
  }, [shown, playing]);

  useEffect(() => {
    const media = session();
    if (!media) return;
    for (const action of ACTIONS) {
      try {
        media.setActionHandler(action, (details) => {
          if (action === 'seekto') latest.current.seekto?.(details.seekTime ?? 0);
          else latest.current[action]?.();
        });
      } catch {
        // A browser that does not know an action throws; the others still work.
      }
    }
    return () => {
      for (const action of ACTIONS) {
        try {
          media.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      media.metadata = null;
    };
  }, []);
};
