import type { Segment } from '../../lib/segments';
import type { AudioRehearsal } from '../../hooks/use-audio-rehearsal';
import { useBarMediaSession } from '../../hooks/use-bar-media-session';
import { usePendingAudio } from '../../hooks/use-pending-audio';
import type { usePlayer } from '../../hooks/use-player';
import { usePlayerBar } from '../../hooks/use-player-bar';
import { usePlayerKeys } from '../../hooks/use-player-keys';
import { PlayerBar } from './player-bar';
import { RehearseBar } from '../rehearse/rehearse-bar';

type Props = {
  documentId: string;
  segments: Segment[];
  player: ReturnType<typeof usePlayer>;
  /** Audio is being generated for the script now. */
  generating: boolean;
  /** Rehearsing as a character: the bar runs the rehearsal instead (Space is its own then). */
  rehearse?: AudioRehearsal;
};

/** The player bar over the screen's player, with its keys. */
export const AudioPlayerBar = ({ documentId, segments, player, generating, rehearse }: Props) => {
  const bar = usePlayerBar(documentId, segments, player);
  const pending = usePendingAudio(documentId, segments);
  useBarMediaSession(documentId, bar, player);
  const keys = {
    ' ': bar.toggle,
    ArrowLeft: () => bar.line(-1),
    ArrowRight: () => bar.line(1),
    ArrowUp: () => bar.toScene(bar.scene - 1),
    ArrowDown: () => bar.toScene(bar.scene + 1),
  };
  usePlayerKeys(rehearse?.keys ?? keys);
  if (rehearse?.on) return <RehearseBar rehearse={rehearse} rate={bar.rate} onRate={bar.setRate} />;
  return (
    <PlayerBar
      current={bar.current}
      playing={player.playing}
      canPlay={segments.some((segment) => segment.src)}
      position={bar.position}
      total={bar.total}
      scenes={bar.scenes}
      scene={bar.scene}
      rate={bar.rate}
      missing={{
        count: pending.count,
        skipped: segments.filter((segment) => !segment.src).length,
        generating,
        busy: pending.busy,
        error: pending.error,
      }}
      onToggle={bar.toggle}
      onPlayAll={player.playAll}
      onLine={bar.line}
      onSeek={bar.seek}
      onScene={bar.toScene}
      onRate={bar.setRate}
      onMake={() => void pending.make()}
    />
  );
};
