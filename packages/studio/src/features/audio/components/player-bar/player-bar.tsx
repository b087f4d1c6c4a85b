import { NARRATOR } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { useBarLayout } from '../../hooks/use-bar-layout';
import { PLAYER_RATES } from '../../hooks/use-playback-rate';
import { PLAYER_TEXTS } from '../../lib/player-texts';
import type { ReadScene } from '../../lib/read-timeline';
import type { Segment } from '../../lib/segments';
import { NeedAudio } from './need-audio';
import { PlayerSeek } from './player-seek';
import { SceneSelect } from './scene-select';
import { ShortcutList } from './shortcut-list';

import './player-bar.css';

export type PlayerBarProps = {
  current?: Segment;
  playing: boolean;
  canPlay: boolean;
  position: number;
  total: number;
  scenes: ReadScene[];
  scene: number;
  rate: number;
  missing: {
    count: number;
    skipped: number;
    generating: boolean;
    busy: boolean;
    error: string | null;
  };
  onToggle: () => void;
  /** From line 1, passing over lines without audio (the bar says how many). */
  onPlayAll: () => void;
  onLine: (step: 1 | -1) => void;
  onSeek: (seconds: number) => void;
  onScene: (scene: number) => void;
  onRate: (rate: number) => void;
  onMake: () => void;
};

const speaker = (actor: string) => (actor === NARRATOR ? 'Narrator' : actor || 'Narrator');

/**
 * The player bar, fixed at the bottom of Audio Production. A spacer as tall as the bar
 * stays in the page's flow, so the bar never covers the page's last content.
 */
export const PlayerBar = ({ current, playing, canPlay, missing, ...props }: PlayerBarProps) => {
  const { bar, spacer, height, left } = useBarLayout();
  return (
    <>
      <div ref={spacer} className="cms-player-spacer" style={{ height }} aria-hidden="true" />
      <section ref={bar} className="cms-player" style={{ left }} aria-label={PLAYER_TEXTS.bar}>
        <NeedAudio {...missing} missing={missing.count} onMake={props.onMake} />
        <div className="cms-player__main">
          <div className="cms-player__buttons">
            <Button
              type="button"
              rounded
              text
              icon="pi pi-step-backward"
              aria-label={PLAYER_TEXTS.previous}
              disabled={!canPlay}
              onClick={() => props.onLine(-1)}
            />
            <Button
              type="button"
              rounded
              icon={playing ? 'pi pi-pause' : 'pi pi-play'}
              aria-label={playing ? PLAYER_TEXTS.pause : PLAYER_TEXTS.play}
              disabled={!canPlay}
              onClick={props.onToggle}
            />
            <Button
              type="button"
              rounded
              text
              icon="pi pi-step-forward"
              aria-label={PLAYER_TEXTS.next}
              disabled={!canPlay}
              onClick={() => props.onLine(1)}
            />
          </div>
          <Button
            type="button"
            size="small"
            text
            className="cms-player__all"
            icon="pi pi-play-circle"
            label="Play All"
            disabled={!canPlay}
            onClick={props.onPlayAll}
          />
          <p className="cms-player__now">
            {current ? (
              <>
                <strong>
                  Line {current.scene_index + 1} · {speaker(current.actor)}
                </strong>{' '}
                <span className="cms-player__dialog">{current.dialog}</span>
              </>
            ) : (
              PLAYER_TEXTS.nothing
            )}
          </p>
          <PlayerSeek {...props} disabled={!canPlay} />
          <SceneSelect {...props} disabled={!canPlay} />
          <label className="cms-player__rate">
            <span>Speed</span>
            <select
              aria-label={PLAYER_TEXTS.speed}
              value={props.rate}
              onChange={(event) => props.onRate(Number(event.target.value))}
            >
              {PLAYER_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}x
                </option>
              ))}
            </select>
          </label>
          <ShortcutList />
        </div>
      </section>
    </>
  );
};
