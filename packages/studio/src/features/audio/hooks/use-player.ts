import { useCallback, useEffect, useRef, useState } from 'react';

import { diagnosePlayback } from '../lib/diagnose-playback';
import { nextSegment, type Segment } from '../lib/segments';
import { useLineErrors } from './use-line-errors';
import { useMediaEvents } from './use-media-events';
import { useWaitForLine } from './use-wait-for-line';

/**
 * Spec 2 §4 "Audio playback" on ONE audio element (so only one line ever sounds): starting a line
 * replaces the current one, toggling the playing line pauses it, and with sequential play on, the
 * next line in list order starts when one ends (failed lines passed over, a line still being
 * generated waited for while generation runs, else passed over too), stopping after the last. A failure is diagnosed (spec 2 §8) and shown on
 * its line; the line's next play attempt clears it.
 */
export const usePlayer = (segments: Segment[], { waitForMissing = true } = {}) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const { errors, show: showError, clear: clearError } = useLineErrors();
  const [sequential, setSequential] = useState(true);
  const attempt = useRef(0);
  const reported = useRef(0);
  const loaded = useRef<string | null>(null);
  // The writer's beat between lines in sequential play: the next line starts when it ends.
  const beat = useRef<number | undefined>(undefined);
  const endBeat = () => window.clearTimeout(beat.current);
  const latest = useRef({ currentId, playing });
  useEffect(() => {
    latest.current = { currentId, playing };
  });

  /** Reports a failed attempt once; a newer attempt makes an older failure moot. */
  const fail = useCallback(
    async (no: number, sceneId: string, src: string, error: unknown) => {
      if (no !== attempt.current || reported.current === no) return;
      reported.current = no;
      setPlaying(false);
      showError(sceneId, await diagnosePlayback(src, error));
    },
    [showError],
  );

  /** Loads the line (kept if it is loaded already) at `offset` seconds, if given. */
  const load = useCallback((element: HTMLAudioElement, src: string, offset?: number) => {
    if (loaded.current !== src) {
      element.src = src;
      loaded.current = src;
    }
    if (offset !== undefined) element.currentTime = offset;
  }, []);

  const start = useCallback(
    (segment: Segment, offset?: number) => {
      const element = audio.current;
      if (!element || !segment.src) return;
      attempt.current += 1;
      const no = attempt.current;
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
    [clearError, fail, load],
  );

  /** Issue 31: a remembered position is shown as the current line, ready but silent. */
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
      if (currentId && loaded.current)
        void fail(attempt.current, currentId, loaded.current, audio.current?.error);
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
    loaded.current = null;
    advance(segments, -1);
  }, [advance, segments]);

  /** After a speed change the line's new audio replaces the old at once if it is the current one. */
  const replaceSource = useCallback(
    (segment: Segment, src: string) => {
      // Read at the answer's arrival, not when the speed was chosen.
      const { currentId: id, playing: sounding } = latest.current;
      if (segment.scene_id !== id || !audio.current) return;
      if (sounding) return start({ ...segment, src });
      audio.current.src = src;
      loaded.current = src;
    },
    [start],
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
