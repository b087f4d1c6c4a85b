import type { Ref } from 'react';

import type { RehearsePhase } from '../hooks/use-rehearsal';
import type { PlayableLine } from '../lib/listen-lines';
import type { RehearseChoice } from '../lib/rehearse-plan';
import { REHEARSE_TEXTS as T } from '../lib/rehearse-texts';

import './rehearse.css';

type Props = {
  characters: string[];
  choice: RehearseChoice;
  phase: RehearsePhase;
  /** The line the read is on, for the announcement. */
  current: Pick<PlayableLine, 'scene_index' | 'actor'> | null;
  nextRef?: Ref<HTMLButtonElement>;
  onChoice: (choice: RehearseChoice) => void;
  onStart: () => void;
  onStop: () => void;
  onNext: () => void;
};

const announcement = (choice: RehearseChoice, phase: RehearsePhase, current: Props['current']) => {
  if (phase === 'done') return T.done;
  const number = (current?.scene_index ?? 0) + 1;
  const speaker = current?.actor === 'narrator' ? 'Narrator' : (current?.actor ?? '');
  if (phase === 'waiting' && current) return T.waiting(number);
  if (phase === 'playing' && current) return T.playing(number, speaker);
  return choice.character ? T.ready(choice.character) : '';
};

/** Issue 35: pick a character, the options, start/stop and "Next"; the state is announced. */
export const RehearseControls = (props: Props) => {
  const { characters, choice, phase, current, nextRef, onChoice } = props;
  const active = phase === 'playing' || phase === 'waiting';
  // A read with only the narrator has no one to rehearse as.
  if (characters.length === 0) return null;
  const option = (key: 'cueOnly' | 'hide' | 'loop', label: string) => (
    <label className="cms-rehearse__option">
      <input
        type="checkbox"
        checked={choice[key]}
        onChange={(event) => onChoice({ ...choice, [key]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="cms-rehearse">
      <legend>{T.legend}</legend>
      <label className="cms-rehearse__who">
        Rehearse as
        <select
          value={choice.character}
          disabled={active}
          onChange={(event) => onChoice({ ...choice, character: event.target.value })}
        >
          <option value="">{T.nobody}</option>
          {characters.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {choice.character && (
        <>
          {option('cueOnly', 'Cue only')}
          {option('hide', 'Hide my lines')}
          {option('loop', 'Loop the scene')}
          <div className="cms-rehearse__actions">
            {active ? (
              <>
                <button
                  type="button"
                  className="cms-listen-button"
                  ref={nextRef}
                  onClick={props.onNext}
                >
                  Next
                </button>
                <button type="button" className="cms-listen-button is-quiet" onClick={props.onStop}>
                  Stop
                </button>
              </>
            ) : (
              <button type="button" className="cms-listen-button" onClick={props.onStart}>
                Start rehearsal
              </button>
            )}
          </div>
        </>
      )}
      {/* In the page from the choice of a character on, so each later change is heard. */}
      {choice.character && (
        <p className="cms-rehearse__state" role="status" aria-live="polite">
          {announcement(choice, phase, current)}
        </p>
      )}
    </fieldset>
  );
};
