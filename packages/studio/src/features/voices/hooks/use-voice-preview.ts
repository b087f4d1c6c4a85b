import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Voice previews through ONE audio element, so two samples never play together:
 * starting a card's preview replaces any other, tapping the playing card stops it, a sample that
 * fails or ends simply stops. Leaving the screen stops it too.
 */
export const useVoicePreview = () => {
  const element = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);

  const stop = useCallback(() => {
    const audio = element.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
    }
    setPlaying(null);
  }, []);

  const toggle = useCallback(
    (key: number, url: string) => {
      if (playing === key) return stop();
      const audio = (element.current ??= new Audio());
      audio.pause();
      audio.src = url;
      const settle = () => setPlaying((current) => (current === key ? null : current));
      audio.onended = settle;
      audio.onerror = settle;
      setPlaying(key);
      // A newer preview interrupting this one rejects this promise too; `settle` ignores it.
      void Promise.resolve(audio.play()).catch(settle);
    },
    [playing, stop],
  );

  useEffect(
    () => () => {
      element.current?.pause();
      element.current?.removeAttribute('src');
    },
    [],
  );

  return { playing, toggle, stop };
};
