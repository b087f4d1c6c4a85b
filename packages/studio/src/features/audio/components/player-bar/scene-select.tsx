import { PLAYER_TEXTS } from '../../lib/player-texts';
import type { ReadScene } from '../../lib/read-timeline';

type Props = {
  scenes: ReadScene[];
  scene: number;
  disabled: boolean;
  onScene: (scene: number) => void;
};

/** The read moved by scene, each named by its heading; nothing to choose with one. */
export const SceneSelect = ({ scenes, scene, disabled, onScene }: Props) =>
  scenes.length > 1 ? (
    <select
      className="cms-player__scene"
      aria-label={PLAYER_TEXTS.scene}
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
  ) : null;
