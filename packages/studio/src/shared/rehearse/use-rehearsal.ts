import { useCallback, useEffect, useRef, useState } from 'react';

import { rehearsePlan, waitMs, type RehearseLine, type RehearseStep } from './rehearse-plan';

export type RehearseSettings = {
  character: string;
  cueOnly: boolean;
  /** Loop the scene the rehearsal started in. */
  loop: boolean;
  speed: number;
};

export type RehearsePhase = 'idle' | 'playing' | 'waiting' | 'done';

/** The steps of the scene holding `from` (scenes given by their first lines), or of the whole read. */
function stepsFor(lines: RehearseLine[], sceneStarts: number[], s: RehearseSettings, from: number) {
  const steps = rehearsePlan(lines, s);
  if (!s.loop) return steps;
  const first = sceneStarts.filter((start) => start <= from).at(-1) ?? 0;
  const end = sceneStarts.find((start) => start > from) ?? lines.length;
  return steps.filter((step) => step.index >= first && step.index < end);
}

/**
 * Rehearse as a character: the read plays the other lines on its own audio element and
 * waits at each of the actor's for as long as the line would take, or until `next()` (Space or
 * "Next"). The actor's lines are never given to the element, so their audio is never fetched.
 */
export const useRehearsal = (
  lines: RehearseLine[],
  /** The index of each scene's first line, for looping a scene. */
  sceneStarts: number[],
  settings: RehearseSettings,
) => {
  const audio = useRef<HTMLAudioElement | null>(null);
  // The element as state too, so one mounted later (once a character is chosen) is listened to.
  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const audioRef = useCallback((node: HTMLAudioElement | null) => {
    audio.current = node;
    setElement(node);
  }, []);
  const [steps, setSteps] = useState<RehearseStep[]>([]);
  const [at, setAt] = useState(0);
  const [phase, setPhase] = useState<RehearsePhase>('idle');
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ steps, at, settings, lines });
  useEffect(() => {
    latest.current = { steps, at, settings, lines };
  });

  /**
   * Where the rehearsal is, written as it moves: a wait's timer and "I said it" can both fire
   * before React renders, and the second must move on from where the first went, not play that
   * line again.
   */
  const cursor = useRef<{ list: RehearseStep[]; at: number }>({ list: [], at: 0 });

  const run = useCallback((list: RehearseStep[], no: number) => {
    window.clearTimeout(timer.current);
    const { settings: now, lines: all } = latest.current;
    // At the end a looped scene starts again; otherwise the rehearsal is over.
    const next = no >= list.length && now.loop && list.length > 0 ? 0 : no;
    cursor.current = { list, at: next };
    setSteps(list);
    setAt(next);
    const step = list[next];
    const element = audio.current;
    if (!step || !element) return setPhase(step ? 'idle' : 'done');
    const line = all[step.index];
    if (step.kind === 'wait') {
      element.pause();
      setPhase('waiting');
      timer.current = window.setTimeout(() => run(list, next + 1), waitMs(line, now.speed));
      return;
    }
    setPhase('playing');
    element.src = line.src ?? '';
    element.defaultPlaybackRate = now.speed;
    element.playbackRate = now.speed;
    // A line that will not play is passed over rather than stopping the rehearsal.
    Promise.resolve(element.play()).catch(() => run(list, next + 1));
  }, []);

  useEffect(() => {
    if (!element) return;
    const ended = () => run(cursor.current.list, cursor.current.at + 1);
    element.addEventListener('ended', ended);
    return () => {
      element.removeEventListener('ended', ended);
      window.clearTimeout(timer.current);
      element.pause();
    };
  }, [element, run]);

  /** Starts at the first step on or after line `from`. */
  const start = useCallback(
    (from = 0) => {
      const list = stepsFor(lines, sceneStarts, settings, from);
      const no = list.findIndex((step) => step.index >= from);
      run(list, no < 0 ? list.length : no);
    },
    [lines, sceneStarts, settings, run],
  );

  const next = useCallback(() => run(cursor.current.list, cursor.current.at + 1), [run]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    audio.current?.pause();
    setPhase('idle');
  }, []);

  const active = phase === 'playing' || phase === 'waiting';
  const currentIndex = active ? (steps[at]?.index ?? -1) : -1;
  return { audio: audioRef, phase, active, currentIndex, start, next, stop };
};
