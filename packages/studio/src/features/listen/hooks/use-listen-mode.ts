import { useEffect, useMemo, useRef, useState } from 'react';

import { NO_REHEARSAL, type RehearseChoice } from '../../../shared/rehearse/rehearse-plan';
import { useRehearsal } from '../../../shared/rehearse/use-rehearsal';
import { useSpaceNext } from '../../../shared/rehearse/use-space-next';
import type { ListenPlayer, PlayableLine } from '../lib/listen-lines';
import type { ListenScene } from '../lib/listen-scenes';

/**
 * The listen page plays in one of two ways: as a plain listen (Audio Production's player) or as a
 * rehearsal for one character. The page's buttons (Play All, a scene, a line) go to whichever is
 * on, so only one of them ever sounds.
 */
export const useListenMode = (
  lines: PlayableLine[],
  scenes: ListenScene[],
  player: ListenPlayer,
  speed: number,
) => {
  const [choice, setChoice] = useState<RehearseChoice>(NO_REHEARSAL);
  const rehearsing = choice.character !== '';
  const starts = useMemo(() => scenes.map((scene) => scene.firstIndex), [scenes]);
  const rehearsal = useRehearsal(lines, starts, { ...choice, speed });
  const nextRef = useRef<HTMLButtonElement>(null);
  useSpaceNext(rehearsal.active, rehearsal.next);

  // Starting puts focus on "Next", so Space (and a phone's tap target) is right there.
  const { active } = rehearsal;
  useEffect(() => {
    if (active) nextRef.current?.focus();
  }, [active]);

  const choose = (next: RehearseChoice) => {
    if (next.character && !rehearsing) player.audio.current?.pause();
    if (next.character !== choice.character) rehearsal.stop();
    setChoice(next);
  };

  const rehearsedId = rehearsal.currentIndex >= 0 ? lines[rehearsal.currentIndex].scene_id : null;
  const currentId = rehearsing ? rehearsedId : player.currentId;
  const playing = rehearsing ? rehearsal.phase === 'playing' : player.playing;
  return {
    choice,
    choose,
    rehearsing,
    rehearsal,
    nextRef,
    currentId,
    playing,
    playAll: rehearsing ? () => rehearsal.start(0) : player.playAll,
    playFrom: (index: number) => {
      if (rehearsing) return rehearsal.start(index);
      const line = lines.slice(index).find((l) => l.src);
      if (line) player.toggle(line);
    },
    toggle: (line: PlayableLine, index: number) => {
      if (!rehearsing) return player.toggle(line);
      if (line.scene_id === currentId && rehearsal.active) return rehearsal.stop();
      rehearsal.start(index);
    },
  };
};
