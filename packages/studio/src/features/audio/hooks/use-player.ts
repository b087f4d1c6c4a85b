import { useCallback, useEffect, useRef, useState } from 'react';

import { nextSegment, type Segment } from '../lib/segments';
import { useLineErrors } from './use-line-errors';
import { useLineSource } from './use-line-source';
import { useMediaEvents } from './use-media-events';
import { usePlayAttempts } from './use-play-attempts';
import { useWaitForLine } from './use-wait-for-line';

/**
 * "Audio playback" on ONE audio element (so only one line ever sounds): starting a line
 * replaces the current one, toggling the playing line pauses it, and with sequential play on, the
 * next line in list order starts when one ends (failed lines passed over; a line without audio
 * waited for while generation runs, else passed over too), stopping after the last. A failure is
 * diagnosed and shown on its line; the line's next play attempt clears it.
 */
export const usePlayer = (segments: Segment[], { waitForMissing = true } = {}) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const { errors, show: showError, clear: clearError } = useLineErrors();
  const [sequential, setSequential] = useState(true);
  const stopped = useCallback(() => setPlaying(false), []);
  const { fail, next: nextAttempt, latest: latestAttempt } = usePlayAttempts(showError, stopped);
  const { load, forget, current: loaded } = useLineSource();
  // The writer's beat between lines in sequential play: the next line starts when it ends.
  const beat = useRef<number | undefined>(undefined);
  const endBeat = () => window.clearTimeout(beat.current);
  const latest = useRef({ currentId, playing });
  useEffect(() => {
    latest.current = { currentId, playing };
  });

  const start = useCallback(
    (segment: Segment, offset?: number) => {
      const element = audio.current;
      if (!element || !segment.src) return;
      const no = nextAttempt();
      const src = segment.src;
      endBeat();
      clearError(segment.scene_id);
      setWaitingFor(null);
      setCurrentId(segment.scene_id);
      // The same line with the same audio resumes where it was paused.
      load(element, src, offset);
      Promise.resolve(element.play()).catch((error: unknown) =>
        fail(no, segment.scene_id, src, error),
      );
    },
    [clearError, fail, load, nextAttempt],
  );

  /** A remembered position is shown as the current line, ready but silent. */
  const cue = useCallback(
    (segment: Segment, offset: number) => {
      if (!audio.current || !segment.src) return;
      setCurrentId(segment.scene_id);
      load(audio.current, segment.src, offset);
    },
    [load],
  );

  /** Goes on after line `index` (sequential play): the next line, a wait for it, or the end. */
  const advance = useCallback(
    (list: Segment[], index: number) => {
      const next = nextSegment(list, index, waitForMissing);
      if (!next) return setCurrentId(null);
      if (next.src) return start(next);
      setCurrentId(next.scene_id);
      setWaitingFor(next.scene_id);
    },
    [start, waitForMissing],
  );

  useMediaEvents(audio, {
    play: () => setPlaying(true),
    pause: () => setPlaying(false),
    ended: () => {
      setPlaying(false);
      const index = segments.findIndex((segment) => segment.scene_id === currentId);
      if (!sequential || index < 0) return;
      const pause = segments[index].pause_after_ms ?? 0;
      if (pause <= 0) return advance(segments, index);
      beat.current = window.setTimeout(() => advance(segments, index), pause);
    },
    error: () => {
      const src = loaded();
      if (currentId && src) void fail(latestAttempt(), currentId, src, audio.current?.error);
    },
  });

  useEffect(() => endBeat, []);

  useWaitForLine(waitingFor, segments, start, (index) => {
    setWaitingFor(null);
    advance(segments, index);
  });

  const toggle = useCallback(
    (segment: Segment) => {
      if (segment.scene_id === currentId && (playing || waitingFor)) {
        endBeat();
        setWaitingFor(null);
        audio.current?.pause();
        return;
      }
      start(segment);
    },
    [currentId, playing, start, waitingFor],
  );

  /** Beyond the spec: from line 1 to the end. */
  const playAll = useCallback(() => {
    setSequential(true);
    endBeat();
    audio.current?.pause();
    // Line 1 starts from its beginning even if it was paused halfway.
    forget();
    advance(segments, -1);
  }, [advance, forget, segments]);

  /** After a speed change the line's new audio replaces the old at once if it is the current one. */
  const replaceSource = useCallback(
    (segment: Segment, src: string) => {
      // Read at the answer's arrival, not when the speed was chosen.
      const { currentId: id, playing: sounding } = latest.current;
      if (segment.scene_id !== id || !audio.current) return;
      if (sounding) return start({ ...segment, src });
      load(audio.current, src);
    },
    [load, start],
  );

  return {
    audio,
    currentId,
    playing,
    waitingFor,
    errors,
    sequential,
    setSequential,
    toggle,
    playAll,
    play: start,
    cue,
    replaceSource,
  };
};
