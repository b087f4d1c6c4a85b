import { NARRATOR, type AudioSpeed } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

import { REHEARSE_TEXTS } from '../../../shared/rehearse/rehearse-texts';
import { AUDIO_TEXTS } from '../lib/audio-messages';
import type { Segment } from '../lib/segments';
import { EditLineButton } from './line-editor/edit-line-button';
import { RetakePanel } from './retake-panel';
import { SpeedSelect } from './speed-select';
import { TakeInUseMark, TakesPanel } from './takes-panel';

type Props = {
  segment: Segment;
  current: boolean;
  playing: boolean;
  waiting: boolean;
  error?: string;
  /** Audio is being made for the script: another take waits until it has finished. */
  generating: boolean;
  onToggle: () => void;
  onSpeed: (speed: AudioSpeed) => void;
  /** Shown under the line: its notes, composed in by the page. */
  children?: ReactNode;
  /** The words as the script sets them out (the script view); a plain paragraph without. */
  text?: ReactNode;
  /**
   * What the page shows for the line's words, when not the dialog itself (a rehearsal hiding the
   * actor's lines); the dialog stays as it is for editing and takes.
   */
  words?: ReactNode;
  /** Rehearsing as a character: the card offers to start the read at this line. */
  onRehearse?: () => void;
  className?: string;
};

const STATE_LABEL = { pending: 'Waiting to be generated', processing: 'Generating…' } as const;

/**
 * One line: "Line #N", actor, dialog, speed, play/pause and the inline error box. A
 * line still being generated says so and cannot be played yet. Another take of it is then loaded at
 * the line's speed, which also hands it to the player.
 */
export const SegmentCard = ({
  segment,
  current,
  playing,
  waiting,
  error,
  generating,
  onToggle,
  onSpeed,
  children,
  text,
  words,
  onRehearse,
  className,
}: Props) => {
  const line = segment.scene_index + 1;
  const ready = !!segment.src;
  const state =
    segment.status === 'pending' || segment.status === 'processing' ? segment.status : null;
  const problem =
    error ??
    segment.speedError ??
    (segment.status === 'error' ? (segment.error ?? AUDIO_TEXTS.lineFailed) : null);
  return (
    <li
      id={`line-${segment.scene_id}`}
      className={`cms-segment${className ? ` ${className}` : ''}${current ? ' is-current' : ''}${playing ? ' is-playing' : ''}`}
      aria-labelledby={`line-title-${segment.scene_id}`}
      aria-current={current ? 'true' : undefined}
    >
      <div className="cms-segment__top">
        <h2 id={`line-title-${segment.scene_id}`} className="cms-segment__number">
          Line #{line}
        </h2>
        <span className="cms-segment__actor">
          {segment.actor === NARRATOR ? 'Narrator' : segment.actor}
        </span>
        {state && (
          <span className={`cms-segment__state is-${state}`}>
            {state === 'processing' && (
              <span className="cms-spinner cms-spinner--small" aria-hidden="true" />
            )}
            {STATE_LABEL[state]}
          </span>
        )}
        {waiting && <span className="cms-segment__state">Plays when ready</span>}
        <TakeInUseMark segment={segment} />
      </div>
      {text ?? <p className="cms-segment__dialog">{words ?? segment.dialog}</p>}
      <div className="cms-segment__controls">
        <Button
          type="button"
          rounded
          icon={playing || waiting ? 'pi pi-pause' : 'pi pi-play'}
          aria-label={`${playing || waiting ? 'Pause' : 'Play'} line ${line}`}
          disabled={!ready && !waiting}
          onClick={onToggle}
        />
        <SpeedSelect
          line={line}
          value={segment.speed}
          busy={segment.speedBusy}
          disabled={!ready}
          onChange={onSpeed}
        />
        <RetakePanel
          segment={segment}
          generating={generating}
          onMade={() => onSpeed(segment.speed)}
        />
        {onRehearse && (
          <Button
            type="button"
            label={REHEARSE_TEXTS.fromHere}
            icon="pi pi-microphone"
            size="small"
            text
            aria-label={`${REHEARSE_TEXTS.fromHere}, line ${line}`}
            onClick={onRehearse}
          />
        )}
        <TakesPanel segment={segment} />
        <EditLineButton segment={segment} generating={generating} />
      </div>
      {problem && (
        <div className="cms-segment__error" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{problem}</span>
        </div>
      )}
      {children}
    </li>
  );
};
