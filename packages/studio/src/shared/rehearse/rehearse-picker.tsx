import type { RehearseChoice } from './rehearse-plan';
import { REHEARSE_TEXTS } from './rehearse-texts';

import './rehearse.css';

type Props = {
  characters: string[];
  choice: RehearseChoice;
  /** A rehearsal is running: the character stays as it is until it stops. */
  active: boolean;
  onChoice: (choice: RehearseChoice) => void;
};

/** The choice of a character and, once one is chosen, the rehearsal's options. */
export const RehearsePicker = ({ characters, choice, active, onChoice }: Props) => {
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
    <>
      <label className="cms-rehearse__who">
        {REHEARSE_TEXTS.who}
        <select
          value={choice.character}
          disabled={active}
          onChange={(event) => onChoice({ ...choice, character: event.target.value })}
        >
          <option value="">{REHEARSE_TEXTS.nobody}</option>
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
        </>
      )}
    </>
  );
};
