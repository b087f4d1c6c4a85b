import { clockTime } from '../../lib/read-timeline';
import { PLAYER_TEXTS } from '../../lib/player-texts';

type Props = {
  position: number;
  total: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
};

/** The whole read's position, moved by time. */
export const PlayerSeek = ({ position, total, disabled, onSeek }: Props) => (
  <div className="cms-player__seek">
    <span className="cms-player__time">{clockTime(position)}</span>
    <input
      type="range"
      min={0}
      max={Math.max(Math.ceil(total), 1)}
      step={1}
      value={Math.min(Math.floor(position), Math.ceil(total))}
      disabled={disabled}
      aria-label={PLAYER_TEXTS.seek}
      aria-valuetext={`${clockTime(position)} of ${clockTime(total)}`}
      onChange={(event) => onSeek(Number(event.target.value))}
    />
    <span className="cms-player__time">{clockTime(total)}</span>
  </div>
);
