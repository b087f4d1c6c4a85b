import { RehearsePicker } from '../../../../shared/rehearse/rehearse-picker';
import { REHEARSE_TEXTS } from '../../../../shared/rehearse/rehearse-texts';
import type { AudioRehearsal } from '../../hooks/use-audio-rehearsal';

export const REHEARSE_HINT =
  'Your lines are shown in the player below, not played: the read waits for you to say them.';

/**
 * "Rehearse as…" on Audio Production: the character and the options. The rehearsal itself runs
 * from the player bar, where the lines are.
 */
export const AudioRehearsePanel = ({ rehearse }: { rehearse: AudioRehearsal }) => {
  // A read with only the narrator has no one to rehearse as.
  if (rehearse.characters.length === 0) return null;
  return (
    <fieldset className="cms-rehearse">
      <legend>{REHEARSE_TEXTS.legend}</legend>
      <RehearsePicker
        characters={rehearse.characters}
        choice={rehearse.choice}
        active={rehearse.rehearsal.active}
        onChoice={rehearse.choose}
      />
      {rehearse.on && <p className="cms-rehearse__state">{REHEARSE_HINT}</p>}
    </fieldset>
  );
};
