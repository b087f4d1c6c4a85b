import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { lineAt, readTimeline, sceneOf } from '../lib/read-timeline';
import type { Segment } from '../lib/segments';
import { usePlaybackRate } from './use-playback-rate';
import type { usePlayer } from './use-player';
import { useReadClock } from './use-read-clock';
import { useRememberedPosition } from './use-remembered-position';

type Player = ReturnType<typeof usePlayer>;

/**
 * The player bar's state over the screen's one player: where the whole read is, seeking
 * by time, line and scene, one speed for everything, and the position remembered per draft.
 */
export const usePlayerBar = (documentId: string, segments: Segment[], player: Player) => {
  const { remembered, remember } = useRememberedPosition(documentId);
  const [rate, setRate] = useState(remembered?.rate ?? 1);
  usePlaybackRate(player.audio, rate);
  const seconds = useReadClock(player.audio);
  const timeline = useMemo(() => readTimeline(segments), [segments]);
  const index = segments.findIndex((segment) => segment.scene_id === player.currentId);
  const position = index >= 0 ? timeline.starts[index] + seconds : 0;
  const scene = sceneOf(timeline.scenes, Math.max(index, 0));

  // Back on the screen: the line left off is current again, silent until played.
  const { cue } = player;
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || segments.length === 0) return;
    restored.current = true;
    const line = segments.find((segment) => segment.scene_id === remembered?.lineId);
    if (line && remembered) cue(line, remembered.seconds);
  }, [cue, remembered, segments]);

  // Written once something has played, so a visit that plays nothing keeps the old position.
  const played = useRef(false);
  const at = Math.floor(seconds);
  useEffect(() => {
    if (player.playing) played.current = true;
    if (played.current && player.currentId)
      remember({ lineId: player.currentId, seconds: at, rate });
  }, [at, player.currentId, player.playing, rate, remember]);

  const { play } = player;
  /** The first line with audio from `from`, going `step` by step. */
  const playFrom = useCallback(
    (from: number, step: 1 | -1) => {
      for (let i = from; i >= 0 && i < segments.length; i += step)
        if (segments[i].src) return play(segments[i], 0);
    },
    [play, segments],
  );

  const current = index >= 0 ? segments[index] : undefined;
  return {
    current,
    position,
    total: timeline.total,
    scenes: timeline.scenes,
    scene,
    rate,
    setRate: (next: number) => {
      setRate(next);
      remember({ lineId: player.currentId, seconds: at, rate: next });
    },
    toggle: () => (current ? player.toggle(current) : player.playAll()),
    line: (step: 1 | -1) => playFrom(index < 0 ? 0 : index + step, step),
    toScene: (target: number) => {
      const found = timeline.scenes[Math.min(Math.max(target, 0), timeline.scenes.length - 1)];
      if (found) playFrom(found.first, 1);
    },
    seek: (to: number) => {
      const found = lineAt(timeline, segments, to);
      if (found) play(segments[found.index], found.offset);
    },
  };
};
