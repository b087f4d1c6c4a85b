import { NARRATOR } from '@castmyscript/api/contract';

import { useGetDocumentQuery } from '../../../shared/api/document-api';
import { useMediaSession } from '../../../shared/hooks/use-media-session';
import type { usePlayer } from './use-player';
import type { usePlayerBar } from './use-player-bar';

type Player = ReturnType<typeof usePlayer>;
type Bar = ReturnType<typeof usePlayerBar>;

const speakerOf = (actor: string) => (actor === NARRATOR || !actor ? 'Narrator' : actor);

/**
 * Audio Production on a phone's lock screen and a headset's buttons: the line playing (its
 * speaker and words) with the script's title, and play, pause, previous and next line and seeking
 * inside the line driving the same player as the bar.
 */
export const useBarMediaSession = (documentId: string, bar: Bar, player: Player) => {
  const script = useGetDocumentQuery(documentId).data?.title ?? '';
  const { current } = bar;
  const busy = player.playing || !!player.waitingFor;
  useMediaSession(
    current
      ? {
          title: `${speakerOf(current.actor)}: ${current.dialog}`,
          artist: speakerOf(current.actor),
          album: script,
        }
      : null,
    {
      play: () => {
        if (!busy) bar.toggle();
      },
      pause: () => {
        if (busy) bar.toggle();
      },
      previoustrack: () => bar.line(-1),
      nexttrack: () => bar.line(1),
      // The lock screen's position is the line's own: the element sounding it.
      seekto: (seconds) => {
        if (player.audio.current) player.audio.current.currentTime = seconds;
      },
    },
    player.playing,
  );
};
