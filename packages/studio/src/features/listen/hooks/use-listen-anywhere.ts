import { useEffect, useState } from 'react';

import { useMediaSession } from '../../../shared/hooks/use-media-session';
import type { ListenPlayer, PlayableLine } from '../lib/listen-lines';
import { loadPosition, savePosition } from '../lib/listen-position';

type Options = { token: string; title: string; lines: PlayableLine[]; player: ListenPlayer };

const speakerOf = (line: PlayableLine) => (line.actor === 'narrator' ? 'Narrator' : line.actor);

/**
 * Listen anywhere: the lock screen shows the read and the speaker and drives the one
 * audio element (so it keeps going with the screen off), and the place the listener stopped is
 * kept per link, offered back as "Resume" on the next visit.
 */
export const useListenAnywhere = ({ token, title, lines, player }: Options) => {
  const { audio, currentId } = player;
  const [saved, setSaved] = useState(() => loadPosition(token));
  const index = lines.findIndex((line) => line.scene_id === currentId);
  const current = lines[index] ?? null;

  useEffect(() => {
    const element = audio.current;
    if (!element || !currentId) return;
    const keep = () => {
      const position = { line: currentId, seconds: element.currentTime };
      savePosition(token, position);
      setSaved(position);
    };
    element.addEventListener('timeupdate', keep);
    element.addEventListener('pause', keep);
    return () => {
      element.removeEventListener('timeupdate', keep);
      element.removeEventListener('pause', keep);
    };
  }, [audio, currentId, token]);

  const step = (by: -1 | 1) => {
    const from = index < 0 ? (by > 0 ? -1 : lines.length) : index;
    const list = by > 0 ? lines.slice(from + 1) : lines.slice(0, Math.max(from, 0)).reverse();
    const line = list.find((l) => l.src);
    if (line) player.toggle(line);
  };

  const resumeLine = saved ? lines.find((line) => line.scene_id === saved.line && line.src) : null;
  const resume = () => {
    if (!resumeLine || !saved || !audio.current) return;
    player.toggle(resumeLine);
    // Set after the source: before its data loads, Chromium starts from here.
    audio.current.currentTime = saved.seconds;
  };

  useMediaSession(
    current ? { title, artist: speakerOf(current), album: 'CastMyScript table read' } : null,
    {
      play: () => {
        if (current) return void (player.playing || player.toggle(current));
        return resumeLine ? resume() : player.playAll();
      },
      pause: () => audio.current?.pause(),
      previoustrack: () => step(-1),
      nexttrack: () => step(1),
      seekto: (seconds) => {
        if (audio.current) audio.current.currentTime = seconds;
      },
    },
    player.playing,
  );

  // Offered while nothing is playing: the toolbar's "Resume from line N at m:ss".
  if (!resumeLine || !saved || current) return null;
  return { line: resumeLine.scene_index + 1, seconds: saved.seconds, start: resume };
};
