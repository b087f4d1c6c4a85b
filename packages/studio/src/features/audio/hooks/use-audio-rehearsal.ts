import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  charactersOf,
  NO_REHEARSAL,
  type RehearseChoice,
} from '../../../shared/rehearse/rehearse-plan';
import { useRehearsal } from '../../../shared/rehearse/use-rehearsal';
import { useSpaceNext } from '../../../shared/rehearse/use-space-next';
import { readTimeline } from '../lib/read-timeline';
import type { Segment } from '../lib/segments';
import type { usePlayer } from './use-player';

type Player = Pick<ReturnType<typeof usePlayer>, 'audio' | 'playing' | 'currentId'>;

/**
 * Rehearse as a character on Audio Production: the screen's player is set aside while a character
 * is chosen, and the rehearsal plays the other lines on its own element, waiting at the actor's
 * (whose audio is never given to any element, so never fetched). Playing a line from the page
 * (its card, Play All, a scene) ends the rehearsal, so only one of the two ever sounds and normal
 * playback is back. Space ends the actor's wait; the bar's speed is the rehearsal's speed.
 * The read starts at the line last rehearsed from (a card's "Rehearse from here"), else at the line
 * the page's player is on, else at line 1.
 */
export const useAudioRehearsal = (segments: Segment[], player: Player) => {
  const [choice, setChoice] = useState<RehearseChoice>(NO_REHEARSAL);
  const [speed, setSpeed] = useState(1);
  const starts = useMemo(
    () => readTimeline(segments).scenes.map((scene) => scene.first),
    [segments],
  );
  const characters = useMemo(() => charactersOf(segments), [segments]);
  const rehearsal = useRehearsal(segments, starts, { ...choice, speed });
  const on = choice.character !== '';
  const nextRef = useRef<HTMLButtonElement>(null);
  useSpaceNext(rehearsal.active, rehearsal.next);
  const [chosenFrom, setChosenFrom] = useState<number | null>(null);
  const playerAt = segments.findIndex((segment) => segment.scene_id === player.currentId);
  const from = chosenFrom ?? Math.max(0, playerAt);

  // Each start puts focus on "I said it", so Space (and a phone's tap target) is right there,
  // also when a card's "Rehearse from here" restarts a running read.
  const { active, stop } = rehearsal;
  const [startCount, setStartCount] = useState(0);
  useEffect(() => {
    if (active) nextRef.current?.focus();
  }, [active, startCount]);

  const { audio, playing } = player;
  const choose = useCallback(
    (next: RehearseChoice) => {
      if (next.character) audio.current?.pause();
      if (next.character !== choice.character) {
        stop();
        setChosenFrom(null);
      }
      setChoice(next);
    },
    [audio, choice.character, stop],
  );

  // The page played a line itself: the rehearsal gives way to normal playback.
  const [heardPlaying, setHeardPlaying] = useState(playing);
  if (playing !== heardPlaying) {
    setHeardPlaying(playing);
    if (playing && on) {
      setChoice({ ...choice, character: '' });
      setChosenFrom(null);
    }
  }
  useEffect(() => {
    if (playing) stop();
  }, [playing, stop]);

  /** Starts the read at line index `at`, where Start rehearsal starts again after a stop. */
  const startAt = (at: number) => {
    audio.current?.pause();
    setChosenFrom(at);
    setStartCount((count) => count + 1);
    rehearsal.start(at);
  };
  const start = () => startAt(from);

  const current = rehearsal.currentIndex >= 0 ? segments[rehearsal.currentIndex] : undefined;
  useEffect(() => {
    if (current)
      document
        .getElementById(`line-${current.scene_id}`)
        ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [current]);

  return {
    characters,
    choice,
    choose,
    on,
    rehearsal,
    current,
    /** The line index Start rehearsal begins at. */
    from,
    /** While the read runs with "Hide my lines": the actor whose lines the page shows as first letters. */
    hiding: rehearsal.active && choice.hide ? choice.character : null,
    nextRef,
    speed,
    setSpeed,
    start,
    startAt,
    /** The bar's keys while rehearsing: Space starts (the wait's own Space takes over after). */
    keys: on ? { ' ': rehearsal.active ? undefined : start } : undefined,
  };
};

export type AudioRehearsal = ReturnType<typeof useAudioRehearsal>;
