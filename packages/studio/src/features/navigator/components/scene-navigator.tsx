import type { RuntimeScene } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { Notice } from '../../../shared/components/notice';

import '../../../shared/components/scene-jump.css';
import './navigator.css';

export type SceneNavigatorProps = {
  scenes: RuntimeScene[] | undefined;
  loading: boolean;
  /** The runtime report's own error message, when it failed. */
  error: string | null;
  onRetry: () => void;
  /** Index of the line playing now, -1 when none: its scene is marked. */
  currentIndex: number;
  onPlayFrom: (lineIndex: number) => void;
};

const clock = (seconds: number) => {
  const total = Math.round(seconds);
  const m = Math.floor(total / 60);
  return `${m}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The scenes of the script with each one's runtime (measured once made, else the
 * estimate, marked "~"); a click plays from the scene's heading on.
 */
export const SceneNavigator = ({
  scenes,
  loading,
  error,
  onRetry,
  currentIndex,
  onPlayFrom,
}: SceneNavigatorProps) => (
  <nav className="cms-navigator" aria-labelledby="navigator-title">
    <h2 id="navigator-title">Scenes</h2>
    {loading && <p role="status">Loading scenes…</p>}
    {error && (
      <div className="cms-studio-error">
        <Notice tone="error">{error}</Notice>
        <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={onRetry} />
      </div>
    )}
    {scenes && scenes.length === 0 && <p>No scene headings in this script yet.</p>}
    {scenes && scenes.length > 0 && (
      <ol className="cms-navigator__list">
        {scenes.map((scene) => {
          const current = currentIndex >= scene.first_index && currentIndex <= scene.last_index;
          const seconds = scene.measured_s ?? scene.estimated_s;
          return (
            <li key={scene.first_index}>
              <button
                type="button"
                className={`cms-scene-jump${current ? ' is-current' : ''}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onPlayFrom(scene.first_index)}
              >
                <span className="cms-scene-jump__heading">
                  <span className="cms-visually-hidden">Play from </span>
                  {scene.heading || 'Opening'}
                </span>
                <span className="cms-scene-jump__time">
                  {scene.measured_s === null && (
                    <>
                      <span aria-hidden="true">~</span>
                      <span className="cms-visually-hidden">estimated </span>
                    </>
                  )}
                  {clock(seconds)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    )}
  </nav>
);
