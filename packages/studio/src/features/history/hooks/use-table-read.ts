import { useToast } from '@castmyscript/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useLazyGetTableReadLinesQuery } from '../api/table-read-api';
import { HISTORY_TEXTS } from '../lib/history-texts';

const silence = (element: HTMLAudioElement | null) => {
  if (element && !element.paused) element.pause();
};

/**
 * Plays a document's whole table read from the history (beyond the spec): its generated lines one
 * after another on ONE audio element, so only one script ever sounds; toggling the playing
 * script stops it. `audioRef` goes on the page's single <audio>.
 */
export const useTableRead = () => {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const queue = useRef<string[]>([]);
  const [fetchLines] = useLazyGetTableReadLinesQuery();
  const toast = useToast();

  const stop = useCallback(() => {
    silence(audioRef.current);
    queue.current = [];
    setPlayingId(null);
  }, []);

  const playNext = useCallback((): boolean => {
    const element = audioRef.current;
    const src = queue.current.shift();
    if (!element || !src) return false;
    element.src = src;
    Promise.resolve(element.play()).catch(() => {
      stop();
      toast.error(HISTORY_TEXTS.playFailed);
    });
    return true;
  }, [stop, toast]);

  useEffect(() => {
    const element = audioRef.current;
    if (!element) return;
    const onEnded = () => {
      if (!playNext()) setPlayingId(null);
    };
    element.addEventListener('ended', onEnded);
    return () => element.removeEventListener('ended', onEnded);
  }, [playNext]);

  // Leaving the page stops the sound.
  useEffect(() => {
    const element = audioRef.current;
    return () => silence(element);
  }, []);

  const toggle = useCallback(
    async (documentId: string) => {
      if (playingId === documentId) return stop();
      stop();
      setLoadingId(documentId);
      const answer = await fetchLines(documentId);
      setLoadingId(null);
      if (answer.error || !answer.data) return toast.error(HISTORY_TEXTS.playFailed);
      queue.current = answer.data.flatMap((line) => (line.audio_url ? [line.audio_url] : []));
      if (queue.current.length === 0) return toast.info(HISTORY_TEXTS.noAudio);
      setPlayingId(documentId);
      playNext();
    },
    [fetchLines, playNext, playingId, stop, toast],
  );

  return { audioRef, playingId, loadingId, toggle, stop };
};

export type TableRead = ReturnType<typeof useTableRead>;
