import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays the demo clip and follows which line is speaking from the clip's line start times. The
 * audio element is created on first play so the landing page downloads nothing until asked.
 */
export function useDemoPlayer(src: string, startsMs: readonly number[]) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [line, setLine] = useState(-1);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => audio.current?.pause(), []);

  const toggle = useCallback(() => {
    let el = audio.current;
    if (!el) {
      el = new Audio(src);
      el.addEventListener('timeupdate', () => {
        const ms = el!.currentTime * 1000;
        setLine(startsMs.reduce((found, start, i) => (ms >= start ? i : found), 0));
      });
      el.addEventListener('ended', () => {
        setPlaying(false);
        setLine(-1);
      });
      el.addEventListener('pause', () => setPlaying(false));
      el.addEventListener('play', () => setPlaying(true));
      audio.current = el;
    }
    if (!el.paused) {
      el.pause();
      return;
    }
    setFailed(false);
    el.play().catch(() => {
      setPlaying(false);
      setFailed(true);
    });
  }, [src, startsMs]);

  return { playing, line, failed, toggle };
}
