import type { AudioSpeed } from '@castmyscript/api/contract';
import type { ReactNode } from 'react';

import { useFollowLine } from '../hooks/use-follow-line';
import type { usePlayer } from '../hooks/use-player';
import type { Segment } from '../lib/segments';
import { ScriptLine } from './script-line';

import './script.css';

type Player = Pick<
  ReturnType<typeof usePlayer>,
  'currentId' | 'playing' | 'waitingFor' | 'errors' | 'toggle'
>;

type Props = {
  segments: Segment[];
  player: Player;
  /** Audio is being made for the script: a line's retake waits until it has finished. */
  generating: boolean;
  onSpeed: (segment: Segment, speed: AudioSpeed) => void;
  /** A line's notes, shown under it; composed in by the page (notes are another feature). */
  notes?: (segment: Segment) => ReactNode;
  /** A rehearsal hiding its actor's lines runs: that actor's lines show as first letters. */
  hiddenActor?: string | null;
  /** Rehearsing as a character: each line offers "Rehearse from here". */
  onRehearseFrom?: (segment: Segment) => void;
};

/** The same anchor as each line's card, so the page can be scrolled to a line. */
const anchor = (lineId: string) => `line-${lineId}`;

/**
 * Audio Production's lines as the script reads: headings, action, centred cues, parentheticals
 * and transitions, each line keeping its controls. The line the player is on is highlighted and
 * followed down the page unless the writer turns "Follow playback" off to read elsewhere.
 */
export const ScriptView = (props: Props) => {
  const { segments, player, generating, onSpeed, notes, hiddenActor, onRehearseFrom } = props;
  const { follow, setFollow } = useFollowLine(player.currentId, anchor);
  return (
    <div className="cms-script">
      <label className="cms-script__follow">
        <input
          type="checkbox"
          checked={follow}
          onChange={(event) => setFollow(event.target.checked)}
        />
        Follow playback
      </label>
      <ul className="cms-segments cms-script__page" aria-label="Voice segments">
        {segments.map((segment) => {
          const current = segment.scene_id === player.currentId;
          return (
            <ScriptLine
              key={segment.scene_id}
              segment={segment}
              current={current}
              playing={current && player.playing}
              waiting={segment.scene_id === player.waitingFor}
              error={player.errors[segment.scene_id]}
              generating={generating}
              onToggle={() => player.toggle(segment)}
              onSpeed={(speed) => onSpeed(segment, speed)}
              hidden={!!hiddenActor && segment.actor === hiddenActor}
              onRehearse={onRehearseFrom && (() => onRehearseFrom(segment))}
            >
              {notes?.(segment)}
            </ScriptLine>
          );
        })}
      </ul>
    </div>
  );
};
