import { useState } from 'react';

import { firstLetters } from './rehearse-plan';
import { REHEARSE_TEXTS } from './rehearse-texts';

import './rehearse.css';

type Props = { dialog: string; number: number };

/** "Hide my lines": the actor's line as first letters until tapped (again to hide). */
export const RehearseWords = ({ dialog, number }: Props) => {
  const [shown, setShown] = useState(false);
  return (
    <button
      type="button"
      className="cms-rehearse__words"
      aria-expanded={shown}
      onClick={() => setShown((now) => !now)}
    >
      <span className="cms-visually-hidden">{`${REHEARSE_TEXTS.reveal} ${number}: `}</span>
      {shown ? dialog : firstLetters(dialog)}
    </button>
  );
};
