import type { Ref } from 'react';

import type { RehearseChoice } from './rehearse-plan';
import { RehearsePicker } from './rehearse-picker';
import { announcement, type RehearseCurrent } from './rehearse-state';
import { REHEARSE_TEXTS } from './rehearse-texts';
import type { RehearsePhase } from './use-rehearsal';

import '../components/studio-button.css';
import './rehearse.css';

type Props = {
  characters: string[];
  choice: RehearseChoice;
  phase: RehearsePhase;
  /** The line the read is on, for the announcement. */
  current: RehearseCurrent;
  nextRef?: Ref<HTMLButtonElement>;
  onChoice: (choice: RehearseChoice) => void;
  onStart: () => void;
  onStop: () => void;
  onNext: () => void;
};

/** Pick a character, the options, start/stop and "Next"; the state is announced. */
export const RehearseControls = (props: Props) => {
  const { characters, choice, phase, current, nextRef, onChoice } = props;
  const active = phase === 'playing' || phase === 'waiting';
  // A read with only the narrator has no one to rehearse as.
  if (characters.length === 0) return null;
  return (
    <fieldset className="cms-rehearse">
      <legend>{REHEARSE_TEXTS.legend}</legend>
      <RehearsePicker characters={characters} choice={choice} active={active} onChoice={onChoice} />
      {choice.character && (
        <div className="cms-rehearse__actions">
          {active ? (
            <>
              <button
                type="button"
                className="cms-studio-button"
                ref={nextRef}
                onClick={props.onNext}
              >
                Next
              </button>
              <button
                type="button"
                className="cms-studio-button is-quiet"
                onClick={props.onStop}
              >
                Stop
              </button>
            </>
          ) : (
            <button type="button" className="cms-studio-button" onClick={props.onStart}>
              {REHEARSE_TEXTS.start}
            </button>
          )}
        </div>
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
