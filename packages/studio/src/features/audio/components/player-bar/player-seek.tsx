import { clockTime, type ReadScene } from '../../lib/read-timeline';
import { PLAYER_TEXTS as T } from '../../lib/player-texts';

type Props = {
  position: number;
  total: number;
  scenes: ReadScene[];
  scene: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
  onScene: (scene: number) => void;
};

/** Issue 31: the whole read's position, moved by time or by scene. */
export const PlayerSeek = ({
  position,
  total,
  scenes,
  scene,
  disabled,
  onSeek,
  onScene,
}: Props) => (
  <div className="cms-player__seek">
    <span className="cms-player__time">{clockTime(position)}</span>
    <input
      type="range"
      min={0}
      max={Math.max(Math.ceil(total), 1)}
      step={1}
      value={Math.min(Math.floor(position), Math.ceil(total))}
      disabled={disabled}
      aria-label={T.seek}
      aria-valuetext={`${clockTime(position)} of ${clockTime(total)}`}
      onChange={(event) => onSeek(Number(event.target.value))}
    />
    <span className="cms-player__time">{clockTime(total)}</span>
    {scenes.length > 1 && (
      <select
        className="cms-player__scene"
        aria-label={T.scene}
        value={scene}
        disabled={disabled}
        onChange={(event) => onScene(Number(event.target.value))}
      >
        {scenes.map((item, at) => (
          <option key={item.first} value={at}>
            {at + 1}. {item.title}
          </option>
        ))}
      </select>
    )}
  </div>
);
