import { clock, type ListenScene } from '../lib/listen-scenes';

import '../../../shared/components/scene-jump.css';

type Props = {
  scenes: ListenScene[];
  /** Index of the scene holding the current line, -1 when none. */
  current: number;
  estimated: boolean;
  onPlayFrom: (lineIndex: number) => void;
};

/** The scene navigator: every heading with its runtime; a click plays from there. */
export const ListenNavigator = ({ scenes, current, estimated, onPlayFrom }: Props) => (
  <nav className="cms-listen-nav" aria-label="Scenes">
    <h2 className="cms-listen-nav__title">Scenes</h2>
    <ol>
      {scenes.map((scene, index) => (
        <li key={scene.firstIndex}>
          <button
            type="button"
            className={`cms-scene-jump${index === current ? ' is-current' : ''}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onPlayFrom(scene.firstIndex)}
          >
            <span className="cms-scene-jump__heading">
              <span className="cms-visually-hidden">Play from </span>
              {scene.heading}
            </span>
            <span className="cms-scene-jump__time">
              {estimated ? '~' : ''}
              {clock(scene.seconds ?? 0)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  </nav>
);
