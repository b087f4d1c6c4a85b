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

type Player = Pick<ReturnType<typeof usePlayer>, 'audio' | 'playing'>;

/**
 * Rehearse as a character on Audio Production: the screen's player is set aside while a character
 * is chosen, and the rehearsal plays the other lines on its own element, waiting at the actor's
 * (whose audio is never given to any element, so never fetched). Playing a line from the page
 * (its card, Play All, a scene) ends the rehearsal, so only one of the two ever sounds and normal
 * playback is back. Space ends the actor's wait; the bar's speed is the rehearsal's speed.
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

  // Starting puts focus on "I said it", so Space (and a phone's tap target) is right there.
  const { active, stop } = rehearsal;
  useEffect(() => {
    if (active) nextRef.current?.focus();
  }, [active]);

  const { audio, playing } = player;
  const choose = useCallback(
    (next: RehearseChoice) => {
      if (next.character) audio.current?.pause();
      if (next.character !== choice.character) stop();
      setChoice(next);
    },
    [audio, choice.character, stop],
  );

  // The page played a line itself: the rehearsal gives way to normal playback.
  const [heardPlaying, setHeardPlaying] = useState(playing);
  if (playing !== heardPlaying) {
    setHeardPlaying(playing);
    if (playing && on) setChoice({ ...choice, character: '' });
  }
  useEffect(() => {
    if (playing) stop();
  }, [playing, stop]);

  const start = () => {
    audio.current?.pause();
    rehearsal.start(0);
  };

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
    nextRef,
    speed,
    setSpeed,
    start,
    /** The bar's keys while rehearsing: Space starts (the wait's own Space takes over after). */
    keys: on ? { ' ': rehearsal.active ? undefined : start } : undefined,
  };
};

export type AudioRehearsal = ReturnType<typeof useAudioRehearsal>;
