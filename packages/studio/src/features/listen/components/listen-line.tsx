import type { ReactNode } from 'react';

import type { PlayableLine } from '../lib/listen-lines';
import { LISTEN_TEXTS } from '../lib/listen-texts';

type Props = {
  line: PlayableLine;
  current: boolean;
  playing: boolean;
  error?: string;
  onToggle: () => void;
  onNote: () => void;
  /** In a rehearsal, one of the actor's lines: never played, so it has no Play. */
  yours?: boolean;
  /** Shown instead of the line's words (hidden lines in a rehearsal). */
  words?: ReactNode;
  /** The note form, when it is open on this line. */
  children?: ReactNode;
};

/** One line of the shared read: number, speaker, words, play and "Note". */
export const ListenLine = ({
  line,
  current,
  playing,
  error,
  onToggle,
  onNote,
  yours = false,
  words,
  children,
}: Props) => {
  const number = line.scene_index + 1;
  const speaker = line.actor === 'narrator' ? 'Narrator' : line.actor;
  return (
    <li
      id={`listen-line-${line.scene_id}`}
      className={`cms-listen-line${current ? ' is-current' : ''}`}
      aria-current={current ? 'true' : undefined}
      aria-label={`Line ${number}`}
    >
      <div className="cms-listen-line__top">
        <span className="cms-listen-line__number">#{number}</span>
        <span className="cms-listen-line__actor">{speaker}</span>
        {current && (
          <span className="cms-listen-line__now">
            {yours ? 'Your turn' : playing ? 'Playing' : 'Paused'}
          </span>
        )}
      </div>
      <p className="cms-listen-line__dialog">{words ?? line.dialog}</p>
      <div className="cms-listen-line__actions">
        {yours ? (
          <span className="cms-listen-line__yours">{LISTEN_TEXTS.yourLine}</span>
        ) : line.src ? (
          <button type="button" className="cms-studio-button" onClick={onToggle}>
            {playing ? 'Pause' : 'Play'}
            <span className="cms-visually-hidden"> line {number}</span>
          </button>
        ) : (
          <span className="cms-listen-line__muted">{LISTEN_TEXTS.noAudio}</span>
        )}
        <button type="button" className="cms-studio-button is-quiet" onClick={onNote}>
          Note<span className="cms-visually-hidden"> on line {number}</span>
        </button>
      </div>
      {error && (
        <p className="cms-listen-error" role="alert">
          {error}
        </p>
      )}
      {children}
    </li>
  );
};
